/** The edit-profile page's own answers (edit-profile.server.ts), shown translated by the page. */
export const profileUpdated = 'Your profile has been updated.';
export const pictureUpdated = 'Your picture has been updated.';
