import { RemoteRoot } from '@touchline/federation';
import { Navigate, Route, Routes } from 'react-router';
import { ArticlePage } from '../articles/article-page';
import { ContactPage } from '../contact/contact-page';
import { EmailActionPage } from '../email-actions/email-action-page';
import { HomePage } from '../home/home-page';
import { ProductPage } from '../products/product-page';

/** The storefront's pages, mounted by the host at the site root. */
export default function StorefrontRoutes() {
  return (
    <RemoteRoot remote="storefront" release={__TOUCHLINE_RELEASE__}>
      <Routes>
        <Route index element={<HomePage />} />
        <Route path="/news/:slug" element={<ArticlePage />} />
        <Route path="/pages/:slug" element={<ArticlePage />} />
        <Route path="/contact" element={<ContactPage />} />
        <Route path="/recurring-email-status" element={<EmailActionPage />} />
        <Route path="/unsubscribe-lotto-friend-email" element={<EmailActionPage />} />
        <Route
          path="/products/memberships/:slug"
          element={<Navigate to="/products/membership" replace />}
        />
        <Route path="/products/lotto/:slug" element={<ProductPage kind="lotto" />} />
        <Route path="/products/draw/:slug" element={<ProductPage kind="draw" />} />
        <Route path="/products/shop/*" element={<ProductPage kind="shop" />} />
        <Route path="*" element={<Navigate to="/error" replace />} />
      </Routes>
    </RemoteRoot>
  );
}
