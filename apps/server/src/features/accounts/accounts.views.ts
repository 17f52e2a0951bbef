import type { AccountUser } from '@oja/shared/accounts';

/** The API's user shape (login, register, profile) from a user row. */
export function toAccountUser(row: {
  first_name: string;
  last_name: string;
  email: string;
  profile_image_url: string | null;
  role: 'customer' | 'staff';
}): AccountUser {
  return {
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    profile_image_url: row.profile_image_url,
    role: row.role,
  };
}
