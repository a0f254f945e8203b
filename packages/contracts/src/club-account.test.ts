import { Value } from '@sinclair/typebox/value';
import { ClubAccount, ErrorBody, MenuItem } from './club-account';

const features = {
  is_contact_enabled: true,
  checkout: true,
  guest_checkout: false,
  lotto: true,
  draw: true,
  shop: true,
  membership: true,
  comortais: false,
  comet: false,
  login_dialog: false,
  redirect_after_login: true,
  can_quick_pick: true,
};

const club = {
  account_id: 7,
  slug: 'demo',
  name: 'Demo GAA',
  currency: 'EUR',
  logo_image: null,
  layout_image: null,
  banner: null,
  address: null,
  display_address: false,
  facebook: null,
  twitter: null,
  instagram: null,
  menu_items: [{ title: 'News', url: 'news', type: 'Page', position: 1 }],
  theme: {
    color: { primary: '#123456', accent: '#ffcc00', warning: '#cc0000', logo_background: '#fff' },
  },
  features,
  comortais: null,
  comet: null,
  sso: { governing_body_id: null, mode: 'off', sso_button_text: null, help_url: null },
  on_behalf_of: null,
  domain_payment_method: null,
};

describe('ClubAccount schema', () => {
  it('accepts a complete account record', () => {
    expect(Value.Check(ClubAccount, club)).toBe(true);
  });

  it('rejects a record without features, naming the missing field', () => {
    const { features: _omitted, ...withoutFeatures } = club;
    const errors = [...Value.Errors(ClubAccount, withoutFeatures)].map((error) => error.path);
    expect(errors).toContain('/features');
  });

  it('rejects an unknown SSO mode', () => {
    const record = { ...club, sso: { ...club.sso, mode: 'sometimes' } };
    expect(Value.Check(ClubAccount, record)).toBe(false);
  });
});

describe('MenuItem schema', () => {
  it('accepts a section with pages and a product item with its product type', () => {
    expect(
      Value.Check(MenuItem, {
        title: 'Club',
        url: '',
        type: 'Section',
        position: 2,
        pages: [{ title: 'About us', url: 'about-us' }],
      }),
    ).toBe(true);
    expect(
      Value.Check(MenuItem, {
        title: 'Lotto',
        url: 'lotto',
        type: 'Product',
        product_type: 'LotteryPage',
        position: 3,
      }),
    ).toBe(true);
  });

  it('rejects a menu type the site cannot render', () => {
    expect(Value.Check(MenuItem, { title: 'X', url: 'x', type: 'Video', position: 1 })).toBe(false);
  });
});

describe('ErrorBody schema', () => {
  it('carries a message and optional field errors', () => {
    expect(Value.Check(ErrorBody, { message: 'Invalid', errors: { email: ['Required'] } })).toBe(
      true,
    );
    expect(Value.Check(ErrorBody, { errors: {} })).toBe(false);
  });
});
