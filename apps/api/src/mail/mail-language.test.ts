import { htmlMessage, mailLanguage, mailTranslator } from './mail-language';

describe('the language of a member’s mails', () => {
  it('is their saved one, else their club’s default, else English', () => {
    expect(mailLanguage('ga', 'en')).toBe('ga');
    expect(mailLanguage('en', 'ga')).toBe('en');
    expect(mailLanguage(null, 'ga')).toBe('ga');
    expect(mailLanguage(undefined, undefined)).toBe('en');
  });

  it('gives the mails’ texts in that language', () => {
    expect(mailTranslator('en')('receipt.pdf.heading')).toBe('Order confirmed');
    expect(mailTranslator('ga')('receipt.pdf.heading')).toBe('Ordú deimhnithe');
    expect(mailTranslator('ga')('mail.greeting', { named: 'yes', firstName: 'Aoife' })).toBe(
      'Dia duit Aoife,',
    );
  });

  it('writes a message as HTML: its text escaped, its markup as made', () => {
    const t = mailTranslator('en');
    expect(htmlMessage(t, 'receipt.discount', { name: '<b>' })).toBe('Discount (&lt;b&gt;)');
    expect(
      htmlMessage(t, 'identity.reset.code', { setting: 'no' }, { code: '<strong>1</strong>' }),
    ).toBe('Your code to reset your password is <strong>1</strong>.');
  });
});
