/** A shield with a person: the mark beside a club's single sign-on button. Decorative. */
export const SsoIcon = ({ size = 18 }: { size?: number }) => (
  <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
    <path
      fill="currentColor"
      d="M12 1 3 5v6c0 5.5 3.8 10.7 9 12 5.2-1.3 9-6.5 9-12V5l-9-4zm0 6a3 3 0 1 1 0 6 3 3 0 0 1 0-6zm0 14c-2.5-.8-4.6-2.8-5.5-5.3 1-1.6 3.3-2.7 5.5-2.7s4.5 1.1 5.5 2.7c-.9 2.5-3 4.5-5.5 5.3z"
    />
  </svg>
);
