// The site's languages, stored values (db/values/languages.ts) that the API contract also declares: the
// tables' language columns and checks, and the schema's readers, take them from here.
export {
  LANGUAGES,
  type Language,
  TRANSLATION_LANGUAGES,
  type TranslationLanguage,
  TRANSLATION_STATUSES,
  type TranslationStatus,
} from "../values/languages";
