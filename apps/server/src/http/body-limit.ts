/** The largest request body the API reads (upload routes set their own, larger, limits). */
export const apiBodyLimit = 1024 * 1024;
