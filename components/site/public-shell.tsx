export function PublicShell({
  children,
}: {
  children: React.ReactNode;
  supportEmail: string;
  marketingSiteUrl: string;
}) {
  return <main id="main">{children}</main>;
}
