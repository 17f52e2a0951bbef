import type { AccountUser } from '@oja/shared/accounts';

/**
 * The API's user shape (login, register, profile) from a user row. `secondFactor`: whether the
 * session the answer belongs to passed a second factor (staff need one before the back office).
 */
export function toAccountUser(
  row: {
    first_name: string;
    last_name: string;
    email: string;
    profile_image_url: string | null;
    role: 'customer' | 'staff';
    email_verified_at: number | null;
    totp_enabled_at: number | null;
  },
  session: { secondFactor: boolean },
): AccountUser {
  return {
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    profile_image_url: row.profile_image_url,
    role: row.role,
    email_verified: row.email_verified_at !== null,
    two_factor_enabled: row.totp_enabled_at !== null,
    two_factor_setup_required: row.role === 'staff' && !session.secondFactor,
  };
}
