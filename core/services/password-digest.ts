/** What the console sends for a password: the lowercase hex SHA-256 (spec §5 "Passwords are sent hashed"). */
export async function passwordDigest(password: string): Promise<string> {
  const bytes = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(password));
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
