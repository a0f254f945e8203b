import type { MailMessage, MailPort } from '../mail/mail-port';
import { createIdentityMail } from './identity-mail';

function capturingMail() {
  const sent: MailMessage[] = [];
  const port: MailPort = {
    sendMail: (message) => {
      sent.push(message);
      return Promise.resolve({ id: String(sent.length) });
    },
  };
  return { port, sent };
}

const MEMBER = { email: 'aoife@example.ie', firstName: 'Aoife <b>"O\'Neill"</b> & co' };

describe('identity mails', () => {
  it('escape the member’s name in the HTML and keep it as typed in the text', async () => {
    const { port, sent } = capturingMail();
    const mail = createIdentityMail(port);
    await mail.sendVerification(MEMBER, 'https://demo.club.ie', 'code&1');
    await mail.sendResetCode(MEMBER, '123456', false);
    for (const message of sent) {
      expect(message.html).toContain(
        '<p>Hello Aoife &lt;b&gt;&quot;O&#39;Neill&quot;&lt;/b&gt; &amp; co,</p>',
      );
      expect(message.html).not.toContain('<b>');
      expect(message.text).toContain(`Hello ${MEMBER.firstName},`);
    }
    expect(sent[0]?.html).toContain(
      'href="https://demo.club.ie/authentication/email-confirmed?c=code%261"',
    );
  });
});
