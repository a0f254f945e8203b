import { RemotePart, RemoteRoot } from '@touchline/federation';
import { PageSkeleton } from '@touchline/ui';
import { lazy, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { HomePage } from '../home/home-page';
import { StorefrontMessages } from '../messages/storefront-messages';

// Home is in the first load; the other pages (and their HTML sanitiser, form library and map)
// load when first visited.
const ArticlePage = lazy(() =>
  import('../articles/article-page').then((module) => ({ default: module.ArticlePage })),
);
const ContactPage = lazy(() =>
  import('../contact/contact-page').then((module) => ({ default: module.ContactPage })),
);
const AccessibilityPage = lazy(() =>
  import('../accessibility/accessibility-page').then((module) => ({
    default: module.AccessibilityPage,
  })),
);
const EmailActionPage = lazy(() =>
  import('../email-actions/email-action-page').then((module) => ({
    default: module.EmailActionPage,
  })),
);

const page = (element: ReactNode) => <RemotePart fallback={<PageSkeleton />}>{element}</RemotePart>;

/** The storefront's pages: in its root below, and alone in its server render. */
export function StorefrontPages() {
  return (
    <Routes>
      <Route index element={<HomePage />} />
      <Route path="/news/:slug" element={page(<ArticlePage />)} />
      <Route path="/pages/:slug" element={page(<ArticlePage />)} />
      <Route path="/contact" element={page(<ContactPage />)} />
      <Route path="/accessibility" element={page(<AccessibilityPage />)} />
      <Route path="/recurring-email-status" element={page(<EmailActionPage />)} />
      <Route path="/unsubscribe-lotto-friend-email" element={page(<EmailActionPage />)} />
      <Route
        path="/products/memberships/:slug"
        element={<Navigate to="/products/membership" replace />}
      />
      <Route path="*" element={<Navigate to="/error" replace />} />
    </Routes>
  );
}

/** The storefront's pages, mounted by the host at the site root. */
export default function StorefrontRoutes() {
  return (
    <RemoteRoot remote="storefront" release={__TOUCHLINE_RELEASE__}>
      <StorefrontMessages>
        <StorefrontPages />
      </StorefrontMessages>
    </RemoteRoot>
  );
}
