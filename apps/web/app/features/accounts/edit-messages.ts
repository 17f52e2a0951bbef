import { said } from '@oja/shared/said';

/** The edit-profile page's own answers (edit-profile.server.ts), by key: the page says them. */
export const profileUpdated = said('account.edit.profile-updated', 'Your profile has been updated.');
export const pictureUpdated = said('account.edit.picture-updated', 'Your picture has been updated.');
