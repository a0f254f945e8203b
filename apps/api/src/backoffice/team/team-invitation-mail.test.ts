import { BACKOFFICE_ROLES, roleLabel } from '@touchline/contracts';
import { mailTranslator } from '../../mail/mail-language';
import { testConfig } from '../../testing/test-database';
import { backofficeUrl, teamInvitationMail } from './team-invitation-mail';

describe("the back office's address in an invitation", () => {
  it('is BACKOFFICE_URL where the deployment names it (its own host, as deploy/ serves it)', () => {
    expect(backofficeUrl(testConfig({ BACKOFFICE_URL: 'https://admin.clubs.example/' }))).toBe(
      'https://admin.clubs.example',
    );
  });

  it("is otherwise the club site's with backoffice as its first label, on the development port", () => {
    expect(backofficeUrl(testConfig())).toBe('http://backoffice.localhost:4300');
  });

  it('refuses a setting that is not an origin', () => {
    expect(() => testConfig({ BACKOFFICE_URL: 'admin.clubs.example/team' })).toThrow(
      /BACKOFFICE_URL must be an origin/,
    );
  });
});

describe('the invitation mail', () => {
  it('names the role as people read it', () => {
    const mail = teamInvitationMail({
      email: 'new@example.com',
      role: 'LottoCoordinator',
      clubName: 'Demo GAA',
      inviterEmail: 'admin@example.com',
      link: 'http://backoffice.localhost:4300/team/accept?c=code',
      invitationId: 1,
    });
    expect(mail.subject).toBe('Join the Demo GAA team as Lotto coordinator');
    expect(mail.text).toContain('help run Demo GAA as Lotto coordinator.');
    expect(mail.data.role).toBe('LottoCoordinator');
  });

  const invitation = {
    email: 'nua@example.ie',
    role: 'Treasurer' as const,
    clubName: 'Demo GAA',
    inviterEmail: 'admin@example.com',
    link: 'http://backoffice.localhost:4300/team/accept?c=code',
    invitationId: 2,
  };

  it('is in Irish for an invitee whose language is Irish, the link and the club as they are', () => {
    const mail = teamInvitationMail(invitation, 'ga');
    expect(mail.subject).toBe('Bí ar fhoireann Demo GAA mar Cisteoir');
    expect(mail.text).toContain(
      'Thug admin@example.com cuireadh duit cabhrú le Demo GAA a reáchtáil mar Cisteoir.',
    );
    expect(mail.text).toContain(invitation.link);
    expect(mail.html).toContain('lang="ga"');
    expect(mail.html).toContain('Glac leis an gcuireadh');
    expect(mail.text).not.toMatch(/invited|Open this link|ignore this email/);
  });

  it('names each role in English as the back office does', () => {
    const english = mailTranslator('en');
    for (const role of BACKOFFICE_ROLES) {
      expect(english(`team.role.${role}`)).toBe(roleLabel(role));
    }
  });
});
