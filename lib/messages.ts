/**
 * Strings people see, word for word from docs/product.md (section in each comment), in one place so
 * that one change reaches every screen that shows them.
 */
/**
 * Issue 16: "Was this helpful?" under each answer, in short, plain words for readers who struggle.
 * The reasons are keyed by the codes the API sends (lib/contract/feedback.ts).
 */
export const FEEDBACK_MESSAGES = {
  question: "Was this helpful?",
  yes: "Yes",
  no: "No",
  whyNot: "Why not?",
  reasons: {
    tooHard: "Too hard to read",
    notAnswered: "It did not answer my question",
    otherLanguage: "I need it in another language",
    somethingElse: "Something else",
  },
  commentLabel: "Tell us more (you can leave this empty)",
  send: "Send",
  sending: "Sending…",
  thanks: "Thank you! Your answer helps us improve.",
  failed: "Sorry, that did not work. Please try again.",
} as const;

/** The chart of one search on User Searches (docs/decisions/0032). */
export const SEARCH_CHART_MESSAGES = {
  loading: "Loading the chart…",
  failed: "Sorry, the chart did not load. Close it and open it again to try again.",
} as const;

/**
 * Not in docs/product.md: the Admin screen "Activity" (docs/decisions/0028), in short, plain
 * words. The actions are keyed by the codes the audit trail keeps (lib/contract/activity.ts).
 */
export const ACTIVITY_MESSAGES = {
  title: "Activity",
  intro: "Who did what, and when. Newest first.",
  listHeading: "Activity list",
  filters: "Show only",
  person: "Person",
  everyone: "Everyone",
  action: "Action",
  allActions: "All actions",
  from: "From",
  to: "To",
  dateHint: "Days are in UTC.",
  dateOrder: "The last date cannot be before the first date.",
  clear: "Clear",
  empty: "Nothing here.",
  who: "Who",
  target: "To what",
  when: "When",
  details: "Details",
  notSignedIn: "Not signed in",
  serverCommand: "Server command",
  deletedUser: "Deleted user",
  nothing: "Nothing named",
  outcomes: { success: "Done", refused: "Refused" },
  targetTypes: {
    user: "Account",
    faq: "FAQ",
    synonym_group: "Search words",
    search_query: "Search",
  },
  actions: {
    "auth.signed_in": "Signed in",
    "auth.sign_in_failed": "Sign-in failed",
    "auth.locked_out": "Locked out",
    "auth.two_factor_on": "Two-step login turned on",
    "auth.two_factor_off": "Two-step login turned off",
    "user.created": "User added",
    "user.role_changed": "Role changed",
    "user.deleted": "User deleted",
    "user.two_factor_reset": "Two-step login reset",
    "faq.created": "FAQ added",
    "faq.edited": "FAQ edited",
    "faq.archived": "FAQ deleted",
    "faq.restored": "FAQ restored",
    "faq.translated": "FAQ translation saved",
    "faq.translation_marked_current": "FAQ translation marked current",
    "synonyms.created": "Search words added",
    "synonyms.edited": "Search words changed",
    "synonyms.deleted": "Search words deleted",
    "content_gap.dismissed": "Content gap dismissed",
    "content_gap.linked": "Content gap linked to an FAQ",
  },
} as const;

export const MESSAGES = {
  // §2 public FAQ page
  faqTitle: "Frequently Asked Questions",
  noResults: "No results found....",
  /** Issue 26: above the closest FAQs of a search whose confidence is weak. */
  weakSearch: "We could not find an answer to that. These might help:",
  supportHint:
    "Having trouble? Can't find what your looking for? Connect with us to add your question:",
  // §8 error catalogue
  verificationRequiredTitle: "Email Verification Required",
  /** An Admin who must turn on two-step login first (docs/decisions/0021). */
  twoFactorRequiredTitle: "Two-Step Login Required",
  unauthorized: "User Unauthorized. Please sign in.",
  validationTitle: "One or more validation errors occurred.",
  validationShown: "Unable to complete your request.",
  emptySearch: "No results found! Please broaden your search.",
  serverError: "Server Error.",
  resetTokenSent: "Reset token sent to your email.",
  // §4 transitions
  logoutSuccessful: "Logout Successful",
  faqDeleted: "FAQ Deleted Successfully!",
  faqRestored: "FAQ Restored Successfully!",
  faqUpdated: "FAQ Updated Successfully!",
  faqSubmitted: "FAQ Submitted Successfully!",
  /** Issue 17: an older version of an FAQ brought back. */
  versionRestored: "Version Restored Successfully!",
  accountVerified: "Account Verified",
  checkNewEmail: "Check your new email to verify.",
  checkEmailForPassword: "Check your email to verify password change.",
  emailChanged: "Email Changed Successfully",
  emailChangeUndone: "Your old email is back. Everyone was signed out. Sign in again.",
  passwordChanged: "Password Changed Successfully",
  passwordResetDone: "Password Changed Successfully. Please Login.",
  userRegistered: "User registered successfully.",
  userEdited: "User edited successfully.",
  userDeleted: "User deleted successfully.",
  // §2 user lists
  nothingToSee: "Nothing to see here....",
  // §2 static pages, §9
  unauthorizedHeading: "Ugh Oh...",
  privacyEffectiveDate: "20 Nov 2024",
  // Not in docs/product.md: confirmations of the account screens that docs/product.md §4 gives no
  // words for.
  verificationResent: "Verification token sent to your email.",
  nameChanged: "Name Changed Successfully",
  // Not in docs/product.md: a fetch that never reached the server.
  networkError: "We could not reach the server. Check your connection and try again.",
  // Not in docs/product.md: what a search looked for (docs/decisions/0017), short for weak readers.
  showingAnswersFor: "Showing answers for",
  alsoLookingFor: "Also looking for:",
  noAnswersUse: "No answers use:",
  // Not in docs/product.md: reading aloud and the reading settings (issue 16), short and plain.
  listen: "Listen",
  pause: "Pause",
  resume: "Resume",
  stop: "Stop",
  speed: "Speed",
  slower: "Slower",
  normal: "Normal",
  reading: "Reading",
  paused: "Paused",
  stopped: "Stopped",
  finished: "Finished",
  readingSettings: "Reading settings",
  textSize: "Text size",
  large: "Large",
  extraLarge: "Extra large",
  lineSpacing: "Line spacing",
  wide: "Wide",
  contrast: "Contrast",
  high: "High",
  // Not in docs/product.md: the Admin screen "Search words" (issue 13).
  searchWordsAdded: "Group added.",
  searchWordsSaved: "Group saved.",
  searchWordsDeleted: "Group deleted.",
} as const;
