// The site's languages, as the API contract declares them (lib/contract/languages.ts): the
// tables' language columns and checks, and the schema's readers, take them from here.
export {
  LANGUAGES,
  type Language,
  TRANSLATION_LANGUAGES,
  type TranslationLanguage,
  TRANSLATION_STATUSES,
  type TranslationStatus,
} from "../../lib/contract/languages";
