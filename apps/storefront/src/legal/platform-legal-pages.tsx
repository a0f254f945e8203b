import type { ReactNode } from 'react';

/** A legal page the platform provides for every club that has not published its own. */
export interface PlatformLegalPage {
  title: string;
  summary: string;
  body: (clubName: string) => ReactNode;
}

const cookiesPolicy: PlatformLegalPage = {
  title: 'Cookies Policy',
  summary: 'Which cookies this site uses, why, and how to change your choice.',
  body: (club) => (
    <>
      <p>
        This website of {club} uses cookies: small files that your browser keeps for this site. Some
        are needed for the site to work; the others are used only if you accept them.
      </p>
      <h2>Cookies the site needs</h2>
      <ul>
        <li>Your sign-in session, so that you stay signed in while you move between pages.</li>
        <li>Your shopping cart, so that what you added is still there when you come back.</li>
        <li>Your answer to the cookie banner, kept for 10 days.</li>
      </ul>
      <h2>Analytics and marketing cookies</h2>
      <p>
        With your consent, the site measures how its pages are used and how visitors arrive, so that
        the club can improve it. Choose &lsquo;Refuse cookies&rsquo; in the banner and none of these
        cookies are set.
      </p>
      <h2>Changing your choice</h2>
      <p>
        Your answer is kept for 10 days; after that the banner asks again. You can also delete this
        site&rsquo;s cookies in your browser&rsquo;s settings at any time.
      </p>
    </>
  ),
};

const privacyPolicy: PlatformLegalPage = {
  title: 'Privacy Policy',
  summary: 'What personal data this site keeps, why, and the rights you have over it.',
  body: (club) => (
    <>
      <p>
        {club} is responsible for the personal data you give on this website. The club uses it only
        to run your membership, your purchases and its communication with you.
      </p>
      <h2>What is kept</h2>
      <ul>
        <li>Your account: name, email address, mobile number and password (stored encrypted).</li>
        <li>Registration details of the members you sign up, as the club&rsquo;s forms ask.</li>
        <li>Your orders and payments. Card details go straight to the payment provider.</li>
        <li>Messages you send through the contact form.</li>
      </ul>
      <h2>Emails</h2>
      <p>
        The club emails you about your account and orders. News and updates are sent only if you
        agreed to receive them, and every automated email has a link to stop it.
      </p>
      <h2>Your rights</h2>
      <p>
        You may ask the club for a copy of your data, have it corrected or deleted, or object to its
        use, as the General Data Protection Regulation provides. You may also complain to the Data
        Protection Commission.
      </p>
    </>
  ),
};

/** By page slug: the default shown at /pages/{slug} when the club has no page of that name. */
export const PLATFORM_LEGAL_PAGES: Readonly<Record<string, PlatformLegalPage>> = {
  'cookies-policy': cookiesPolicy,
  'privacy-policy': privacyPolicy,
};
