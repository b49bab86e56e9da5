/** SPEC §9: business constants shared by the server and the screens. */
export const FAQ_PAGE_SIZE = 15;
export const USER_PAGE_SIZE = 15;
export const USER_SEARCH_PAGE_SIZE = 15;
