/** Placeholder until the sign-in pages land. */
export default function Page() {
  return null;
}
