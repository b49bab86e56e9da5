/** docs/product.md §9: business constants shared by the server and the screens. */
export const FAQ_PAGE_SIZE = 15;
export const USER_PAGE_SIZE = 15;
export const USER_SEARCH_PAGE_SIZE = 15;
export const CONTENT_GAP_PAGE_SIZE = 15;
/** The Activity screen (docs/decisions/0028): events per page. */
export const ACTIVITY_PAGE_SIZE = 20;
/**
 * docs/product.md §9: at most 500 items are kept in any list; beyond that the oldest 15 are
 * dropped.
 */
export const LIST_ITEM_CAP = 500;
export const LIST_ITEM_DROP = 15;
/** docs/product.md §9: the delay between two loads of a list. */
export const LOAD_GUARD_MS = 200;
