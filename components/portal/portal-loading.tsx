/**
 * What a portal page shows while its data loads (its loading.tsx), so that a link in the menu
 * answers at once: a quiet line that screen readers announce, and no spinner.
 */
export function PortalLoading() {
  return (
    <div className="portal-page">
      <p role="status">Loading…</p>
    </div>
  );
}
