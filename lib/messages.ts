/**
 * Strings people see, word for word from docs/product.md (section in each comment), in one place so
 * that one change reaches every screen that shows them: the portal's, the API's and the sign-in
 * screens'. What a visitor sees on the public pages is in lib/visitor-text, one dictionary per
 * language (issue 28).
 */

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
    topic: "Topic",
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
    "suggestion.accepted": "Suggested phrasings accepted",
    "suggestion.rejected": "Suggested phrasings rejected",
    "topic.created": "Topic added",
    "topic.edited": "Topic changed",
    "topic.moved": "Topic moved",
    "topic.deleted": "Topic deleted",
  },
} as const;

export const MESSAGES = {
  // §2 user searches (the public FAQ list's is in lib/visitor-text)
  noResults: "No results found....",
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
  // §2 static pages
  unauthorizedHeading: "Ugh Oh...",
  // Not in docs/product.md: confirmations of the account screens that docs/product.md §4 gives no
  // words for.
  verificationResent: "Verification token sent to your email.",
  nameChanged: "Name Changed Successfully",
  // Not in docs/product.md: a fetch that never reached the server.
  networkError: "We could not reach the server. Check your connection and try again.",
  // Not in docs/product.md: the Admin screen "Search words" (issue 13).
  searchWordsAdded: "Group added.",
  searchWordsSaved: "Group saved.",
  searchWordsDeleted: "Group deleted.",
} as const;

/**
 * Not in docs/product.md: the portal's Spanish translation workflow (issue 28 item 6), in short,
 * plain English: the portal stays in English.
 */
export const TRANSLATION_MESSAGES = {
  /** The switch of Edit FAQ and History. */
  languageLabel: "Language",
  languages: { en: "English", es: "Spanish" },
  english: "English",
  englishReadOnly: "Read only. Edit it in English.",
  spanish: "Spanish",
  status: { none: "Not translated yet", draft: "Draft", published: "Published" },
  saveDraft: "Save draft",
  publish: "Publish",
  backToDraft: "Change to draft",
  savePublished: "Save",
  needsUpdate: "Needs update",
  needsUpdateLine: "The English changed after this was translated.",
  markCurrent: "Mark as current",
  draftSaved: "Spanish Draft Saved Successfully!",
  published: "Spanish Translation Published Successfully!",
  markedCurrent: "Spanish Translation Marked as Current.",
  /** Display FAQ's markers and filters. */
  listMarkers: {
    none: "No Spanish",
    draft: "Spanish draft",
    "needs-update": "Spanish needs update",
  },
  filterLabel: "Show",
  filters: { all: "All FAQs", "missing-es": "No Spanish", "outdated-es": "Spanish needs update" },
  /** History's intro in Spanish. */
  spanishHistory: "Spanish versions, newest first. Open one to see what changed.",
  spanishVersion: "A version of the Spanish translation, compared with the Spanish text now.",
} as const;

/**
 * The reading coach on Spanish text (issue 28 item 5): the INFLESZ bands (lib/reading/spanish.ts)
 * in plain English words, and the line that names the formula.
 */
export const SPANISH_READING_MESSAGES = {
  bands: {
    "muy difícil": "very hard",
    "algo difícil": "fairly hard",
    normal: "normal",
    "bastante fácil": "fairly easy",
    "muy fácil": "very easy",
  },
  ease: (score: number, band: string) =>
    `Reading ease (Szigriszt-Pazos, INFLESZ): ${String(score)}, ${band}`,
  scale: "From 0 (hardest) to 100 (easiest).",
  typeToSee: "Type the answer to see how easy it is to read.",
} as const;

/**
 * Not in docs/product.md: the Admin screen "Topics" and the Topic choice of Add FAQ and Edit FAQ
 * (issue 40), short and plain. The portal is in English; a topic's Spanish name is typed here too.
 */
export const TOPIC_MESSAGES = {
  /** The choice of Add FAQ and Edit FAQ, the filter of Display FAQ's, the lists' column. */
  topic: "Topic",
  noTopic: "No topic",
  allTopics: "All topics",
  /** History: a version's topic deleted since. */
  deletedTopic: "A deleted topic",
  lead: "Visitors can browse the questions by topic. Each topic has a picture and a name in English and Spanish. Visitors see only topics that have questions.",
  addHeading: "Add a topic",
  add: "Add topic",
  listHeading: "Topics",
  nameEn: "English name",
  nameEs: "Spanish name",
  save: "Save",
  cancel: "Cancel",
  edit: "Edit",
  delete: "Delete",
  moveUp: "Move up",
  moveDown: "Move down",
  faqs: (count: number) => (count === 1 ? "1 FAQ" : `${String(count)} FAQs`),
  empty: "No topics yet.",
  added: "Topic added.",
  saved: "Topic saved.",
  moved: "Topic moved.",
  deleted: "Topic deleted.",
  deleteTitle: "Delete topic?",
  deleteMessage: (name: string) => `Delete the topic “${name}”? This cannot be undone.`,
} as const;
