/** The logged-out account panel: what it will show once the visitor is in. */
export function AccountPreview() {
  return (
    <ul className="demo-preview">
      <li>your user id, and when the user was created;</li>
      <li>every account the user can log in with, and buttons to link, update or unlink them;</li>
      <li>the access token your backend receives, counting down to its renewal.</li>
    </ul>
  );
}
