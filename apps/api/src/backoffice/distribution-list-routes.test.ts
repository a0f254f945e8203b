import { TypeCompiler } from '@sinclair/typebox/compiler';
import {
  DistributionList,
  DistributionListPage,
  EmailTemplate,
  EmailTemplateList,
} from '@touchline/contracts';
import { bearer, jsonError, SEEDED, signIn, signInBySso } from '../identity/identity-test-kit';
import { seedBackoffice } from './backoffice-seed';
import { NUL_REFUSED } from '../http/nul-guard';
import { startBackofficeApp, type BackofficeTestApp } from './backoffice-test-kit';
import { ACCOUNT_REQUIRED } from './club-admin-access';
import {
  CHECK_FIELDS,
  LIST_NOT_FOUND,
  MEMBER_NOT_FOUND,
  NAME_TAKEN,
  OPT_OUT_SAVED,
  TEMPLATE_NOT_FOUND,
} from './distribution-list-routes';

const checkPage = TypeCompiler.Compile(DistributionListPage);
const checkList = TypeCompiler.Compile(DistributionList);
const checkTemplates = TypeCompiler.Compile(EmailTemplateList);
const checkTemplate = TypeCompiler.Compile(EmailTemplate);
const BASE = '/v2/backoffice/emails';

let kit: BackofficeTestApp;
let admin: Record<string, string>;
let quietAdmin: Record<string, string>;
let member: Record<string, string>;
let demoId: number;
let quietId: number;

beforeAll(async () => {
  kit = await startBackofficeApp();
  admin = bearer((await signIn(kit.app, SEEDED.demoAdmin)).access_token);
  quietAdmin = bearer((await signInBySso(kit, SEEDED.quietAdmin)).access_token);
  member = bearer((await signIn(kit.app, SEEDED.demoMember)).access_token);
  const clubs = await kit.database.db.selectFrom('clubs').select(['account_id', 'slug']).execute();
  demoId = clubs.find((club) => club.slug === 'demo')!.account_id;
  quietId = clubs.find((club) => club.slug === 'quiet')!.account_id;
});
afterAll(async () => kit?.close());

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
  kit.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function listsOf(headers: Record<string, string>, query = '') {
  const response = await call('GET', `${BASE}/distribution-lists${query}`, headers);
  expect(response.statusCode).toBe(200);
  const page = response.json<DistributionListPage>();
  expect(checkPage.Check(page)).toBe(true);
  return page;
}

async function listNamed(name: string, headers = admin) {
  const page = await listsOf(headers, `?per_page=100&search=${encodeURIComponent(name)}`);
  const list = page.items.find((item) => item.name === name);
  if (!list) throw new Error(`no list ${name}`);
  return list;
}

async function templateNamed(name: string, headers = admin) {
  const response = await call('GET', `${BASE}/distribution-lists/get-templates`, headers);
  const template = response.json<EmailTemplateList>().items.find((item) => item.name === name);
  if (!template) throw new Error(`no template ${name}`);
  return template;
}

async function memberIdOf(email: string) {
  const row = await kit.database.db
    .selectFrom('members')
    .select('id')
    .where('email', '=', email)
    .where('account_id', '=', demoId)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('who may use the back-office email calls', () => {
  it('answers 401 without a token and 403 to a member who is not Admin or Owner', async () => {
    const anonymous = await call('GET', `${BASE}/distribution-lists`, {});
    expect(jsonError(anonymous, 401).message).toBe('Unauthenticated.');
    expect(anonymous.headers['www-authenticate']).toBe('Bearer');
    const forbidden = await call('GET', `${BASE}/distribution-lists`, member);
    expect(jsonError(forbidden, 403).message).toBe('This action is unauthorized.');
    const optOut = await call('POST', `${BASE}/opt-out`, member, {
      email_distribution_list_id: 1,
      member_id: 1,
      opt_out: true,
    });
    jsonError(optOut, 403);
  });

  it("shows each admin their own club's lists only", async () => {
    const demo = await listsOf(admin, '?per_page=100');
    const quiet = await listsOf(quietAdmin, '?per_page=100');
    expect(demo.items.map((list) => list.name)).toContain('Outstanding payments');
    expect(quiet.items.map((list) => list.name)).toEqual(['Regatta season']);

    const quietList = quiet.items[0]!;
    const crossed = await call(
      'GET',
      `${BASE}/distribution-lists/${quietList.email_distribution_list_id}`,
      admin,
    );
    expect(jsonError(crossed, 404).message).toBe(LIST_NOT_FOUND);
    const otherClub = await call('GET', `${BASE}/distribution-lists?account_id=${quietId}`, admin);
    jsonError(otherClub, 403);
    const ownClub = await call('GET', `${BASE}/distribution-lists?account_id=${demoId}`, admin);
    expect(ownClub.statusCode).toBe(200);
  });

  it('asks a user who manages several clubs (or a Superuser) which one', async () => {
    const xgbUser = await kit.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', SEEDED.demoXgb.email)
      .executeTakeFirstOrThrow();
    const grant = await kit.database.db
      .insertInto('user_roles')
      .values({ user_id: xgbUser.id, role: 'Superuser', account_id: null, governing_body_id: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      const superuser = bearer((await signIn(kit.app, SEEDED.demoXgb)).access_token);
      const ambiguous = await call('GET', `${BASE}/distribution-lists`, superuser);
      const body = jsonError(ambiguous, 400);
      expect(body.message).toBe(ACCOUNT_REQUIRED);
      expect(body.errors).toEqual({ 'querystring.account_id': ['is required'] });

      const quiet = await call(
        'GET',
        `${BASE}/distribution-lists?account_id=${quietId}`,
        superuser,
      );
      expect(quiet.json<DistributionListPage>().items.map((list) => list.name)).toEqual([
        'Regatta season',
      ]);
      const unknown = await call('GET', `${BASE}/distribution-lists?account_id=99999`, superuser);
      expect(jsonError(unknown, 404).message).toBe('Club not found');
    } finally {
      await kit.database.db.deleteFrom('user_roles').where('id', '=', grant.id).execute();
    }
  });
});

describe(`GET ${BASE}/distribution-lists`, () => {
  it('pages the lists by name with their template, audience and counts', async () => {
    const all = await listsOf(admin, '?per_page=100');
    const names = all.items.map((list) => list.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(all.total).toBe(all.items.length);

    const renewals = all.items.find((list) => list.name === 'Membership renewals 2027')!;
    expect(renewals).toMatchObject({
      template: { name: 'Membership renewal reminder' },
      subject: 'Time to renew your {{club_name}} membership',
      audience: 'all_members',
      frequency: 'monthly',
      email_status: 'active',
    });
    // The seeded demo club has adult members with an email.
    expect(renewals.recipients).toBeGreaterThanOrEqual(2);

    const second = await listsOf(admin, '?per_page=2&page=2');
    expect(second).toMatchObject({ current_page: 2, per_page: 2, from: 3, total: all.total });
    expect(second.items.map((list) => list.name)).toEqual(names.slice(2, 4));
    expect(second.to).toBe(2 + second.items.length);

    const beyond = await listsOf(admin, '?per_page=2&page=500');
    expect(beyond).toMatchObject({ items: [], from: null, to: null, total: all.total });
  });

  it('filters by status and by part of the name in any case, taking wildcards literally', async () => {
    const inactive = await listsOf(admin, '?email_status=inactive&per_page=100');
    expect(inactive.items.every((list) => list.email_status === 'inactive')).toBe(true);
    expect(inactive.items.map((list) => list.name)).toContain('Summer camp 2026');

    const lotto = await listsOf(admin, '?search=LOTTO');
    expect(lotto.items.map((list) => list.name)).toEqual(['Weekly lotto results']);
    expect(lotto.total).toBe(1);
    expect((await listsOf(admin, '?search=%25')).total).toBe(0);
    expect((await listsOf(admin, "?search=' or 1=1--")).total).toBe(0);
  });

  it('sorts by name, either way, and keeps the name order without a sort', async () => {
    const byDefault = await listsOf(admin, '?per_page=100');
    const ascending = await listsOf(admin, '?per_page=100&sort=name');
    const descending = await listsOf(admin, '?per_page=100&sort=name&sort_direction=desc');
    const names = (page: DistributionListPage) => page.items.map((list) => list.name);
    expect(names(ascending)).toEqual(names(byDefault));
    expect(names(descending)).toEqual([...names(byDefault)].reverse());
    expect(descending.total).toBe(byDefault.total);
    // A direction without a sort leaves the order as it is.
    expect(names(await listsOf(admin, '?per_page=100&sort_direction=desc'))).toEqual(
      names(byDefault),
    );
  });

  it('sorts by creation, oldest first unless descending, equal dates by id', async () => {
    const created = {
      'Weekly lotto results': '2024-01-10T09:00:00.000Z',
      'Summer camp 2026': '2024-02-10T09:00:00.000Z',
      'Membership renewals 2027': '2024-03-10T09:00:00.000Z',
      'Outstanding payments': '2024-03-10T09:00:00.000Z',
    };
    for (const [name, at] of Object.entries(created)) {
      await kit.database.db
        .updateTable('email_distribution_lists')
        .set({ created_at: new Date(at) })
        .where('account_id', '=', demoId)
        .where('name', '=', name)
        .execute();
    }
    const oldest = await listsOf(admin, '?per_page=100&sort=created_at');
    const renewals = await listNamed('Membership renewals 2027');
    const payments = await listNamed('Outstanding payments');
    const tied = [renewals, payments]
      .sort((a, b) => a.email_distribution_list_id - b.email_distribution_list_id)
      .map((list) => list.name);
    expect(oldest.items.map((list) => list.name)).toEqual([
      'Weekly lotto results',
      'Summer camp 2026',
      ...tied,
    ]);
    expect(oldest.items[0]!.created_at).toBe(created['Weekly lotto results']);

    const newest = await listsOf(admin, '?per_page=100&sort=created_at&sort_direction=desc');
    expect(newest.items.map((list) => list.email_distribution_list_id)).toEqual(
      oldest.items.map((list) => list.email_distribution_list_id).reverse(),
    );
  });

  it('sorts by the recipients the lists answer with, opt-outs taken off', async () => {
    const recipientOrder = (page: DistributionListPage) =>
      page.items.map((list) => [list.recipients, list.email_distribution_list_id]);
    const sorted = (page: DistributionListPage, sign: 1 | -1) =>
      [...page.items]
        .sort(
          (a, b) =>
            sign *
            (a.recipients - b.recipients ||
              a.email_distribution_list_id - b.email_distribution_list_id),
        )
        .map((list) => [list.recipients, list.email_distribution_list_id]);

    const fewest = await listsOf(admin, '?per_page=100&sort=recipients');
    expect(recipientOrder(fewest)).toEqual(sorted(fewest, 1));
    // Lists for update subscribers reach fewer members than lists for all of them.
    expect(fewest.items.at(0)!.audience).toBe('updates_subscribers');
    expect(fewest.items.at(-1)!.audience).toBe('all_members');
    const most = await listsOf(admin, '?per_page=100&sort=recipients&sort_direction=desc');
    expect(recipientOrder(most)).toEqual(sorted(most, -1));

    // Two lists for all members reach as many members: the one a member opted out of comes first.
    const renewals = await listNamed('Membership renewals 2027');
    const payments = await listNamed('Outstanding payments');
    expect(payments.recipients).toBe(renewals.recipients);
    const later = [renewals, payments].reduce((a, b) =>
      a.email_distribution_list_id > b.email_distribution_list_id ? a : b,
    );
    const optOut = (opt_out: boolean) =>
      call('POST', `${BASE}/opt-out`, admin, {
        email_distribution_list_id: later.email_distribution_list_id,
        member_id: memberId,
        opt_out,
      });
    const memberId = await memberIdOf(SEEDED.demoMember.email);
    expect((await optOut(true)).statusCode).toBe(200);
    try {
      const afterOptOut = await listsOf(admin, '?per_page=100&sort=recipients');
      expect(recipientOrder(afterOptOut)).toEqual(sorted(afterOptOut, 1));
      const names = afterOptOut.items.map((list) => list.name);
      expect(names.indexOf(later.name)).toBeLessThan(
        names.indexOf(later === renewals ? payments.name : renewals.name),
      );
    } finally {
      expect((await optOut(false)).statusCode).toBe(200);
    }
  });

  it('pages a sorted list without repeating or skipping lists whose values tie', async () => {
    await kit.database.db
      .updateTable('email_distribution_lists')
      .set({ created_at: new Date('2024-05-01T12:00:00.000Z') })
      .where('account_id', '=', demoId)
      .execute();
    for (const query of [
      'sort=created_at',
      'sort=created_at&sort_direction=desc',
      'sort=recipients',
      'sort=recipients&sort_direction=desc',
      'sort=updated_at&sort_direction=desc',
    ]) {
      const whole = await listsOf(admin, `?per_page=100&${query}`);
      const ids = whole.items.map((list) => list.email_distribution_list_id);
      const paged: number[] = [];
      for (let page = 1; page <= whole.total; page += 1) {
        const one = await listsOf(admin, `?per_page=1&page=${page}&${query}`);
        expect(one).toMatchObject({ total: whole.total, from: page, to: page });
        paged.push(...one.items.map((list) => list.email_distribution_list_id));
      }
      expect(paged).toEqual(ids);
      expect(new Set(paged).size).toBe(whole.total);
    }
    // Every creation date is the same: the id decides, in the direction asked.
    const ids = (await listsOf(admin, '?per_page=100&sort=created_at')).items.map(
      (list) => list.email_distribution_list_id,
    );
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('refuses an unknown sort or direction with 400', async () => {
    const password = await call('GET', `${BASE}/distribution-lists?sort=password`, admin);
    const body = jsonError(password, 400);
    expect(body.message).toBe('The request is not valid');
    expect(Object.keys(body.errors ?? {})).toEqual(['querystring.sort']);
    for (const query of [
      '?sort=l.name;drop%20table%20members',
      '?sort=NAME',
      '?sort=',
      '?sort=name&sort_direction=sideways',
      '?sort=recipients&sort_direction=DESC',
    ]) {
      jsonError(await call('GET', `${BASE}/distribution-lists${query}`, admin), 400);
    }
  });

  it('refuses bad paging with 400', async () => {
    for (const query of ['?page=0', '?per_page=101', '?per_page=-1', '?email_status=paused']) {
      jsonError(await call('GET', `${BASE}/distribution-lists${query}`, admin), 400);
    }
  });

  it('refuses text with a NUL character, which the database cannot hold, with 400', async () => {
    const search = await call('GET', `${BASE}/distribution-lists?search=a%00b`, admin);
    expect(jsonError(search, 400).message).toBe(NUL_REFUSED);
    const template = await templateNamed('Club newsletter');
    const create = await call('POST', `${BASE}/distribution-lists/create`, admin, {
      name: 'Null\u0000list',
      template_id: template.template_id,
      audience: 'all_members',
      frequency: 'once',
    });
    expect(jsonError(create, 400).message).toBe(NUL_REFUSED);
  });
});

describe('templates', () => {
  it('lists the club templates by name with their placeholders', async () => {
    const response = await call('GET', `${BASE}/distribution-lists/get-templates`, admin);
    expect(response.statusCode).toBe(200);
    const templates = response.json<EmailTemplateList>();
    expect(checkTemplates.Check(templates)).toBe(true);
    expect(templates.items.map((template) => template.name)).toEqual([
      'Club newsletter',
      'Lotto results',
      'Membership renewal reminder',
      'Payment reminder',
    ]);
    const payment = templates.items.find((template) => template.name === 'Payment reminder')!;
    expect(payment.placeholders).toEqual([
      'club_name',
      'first_name',
      'amount',
      'item',
      'payment_ack_link',
      'pay_link',
    ]);
  });

  it('answers one template with its content, and 404 for another club’s', async () => {
    const lotto = await templateNamed('Lotto results');
    const response = await call(
      'GET',
      `${BASE}/distribution-lists/get-templates/${lotto.template_id}`,
      admin,
    );
    expect(response.statusCode).toBe(200);
    const template = response.json<EmailTemplate>();
    expect(checkTemplate.Check(template)).toBe(true);
    expect(template.content).toContain("This week's numbers were {{numbers}}");

    const regatta = await templateNamed('Regatta entries', quietAdmin);
    const crossed = await call(
      'GET',
      `${BASE}/distribution-lists/get-templates/${regatta.template_id}`,
      admin,
    );
    expect(jsonError(crossed, 404).message).toBe(TEMPLATE_NOT_FOUND);
    jsonError(await call('GET', `${BASE}/distribution-lists/get-templates/abc`, admin), 400);
  });
});

describe('creating and changing a list', () => {
  it('creates a list with the template subject by default and trimmed text', async () => {
    const template = await templateNamed('Club newsletter');
    const response = await call('POST', `${BASE}/distribution-lists/create`, admin, {
      name: '  Volunteers  ',
      description: '   ',
      template_id: template.template_id,
      audience: 'updates_subscribers',
      frequency: 'monthly',
    });
    expect(response.statusCode).toBe(201);
    const list = response.json<DistributionList>();
    expect(checkList.Check(list)).toBe(true);
    expect(list).toMatchObject({
      name: 'Volunteers',
      description: null,
      subject: 'News from {{club_name}}',
      template: { template_id: template.template_id, name: 'Club newsletter' },
      audience: 'updates_subscribers',
      frequency: 'monthly',
      email_status: 'active',
    });
    const fetched = await call(
      'GET',
      `${BASE}/distribution-lists/${list.email_distribution_list_id}`,
      admin,
    );
    expect(fetched.json()).toEqual(list);
  });

  it('refuses a name the club has already (any case), an empty name and another club’s template', async () => {
    const newsletter = await templateNamed('Club newsletter');
    const taken = await call('POST', `${BASE}/distribution-lists/create`, admin, {
      name: 'OUTSTANDING payments',
      template_id: newsletter.template_id,
      audience: 'all_members',
      frequency: 'weekly',
    });
    expect(jsonError(taken, 422)).toEqual({
      message: CHECK_FIELDS,
      code: 'invalid_data',
      errors: { name: [NAME_TAKEN] },
    });

    const regatta = await templateNamed('Regatta entries', quietAdmin);
    const crossed = await call('POST', `${BASE}/distribution-lists/create`, admin, {
      name: ' ',
      template_id: regatta.template_id,
      audience: 'all_members',
      frequency: 'weekly',
    });
    expect(jsonError(crossed, 422).errors).toEqual({
      name: ['Please enter name'],
      template_id: [TEMPLATE_NOT_FOUND],
    });

    // The quiet club may use the name: names are per club.
    const quietTemplate = await call('POST', `${BASE}/distribution-lists/create`, quietAdmin, {
      name: 'Outstanding payments',
      template_id: regatta.template_id,
      audience: 'all_members',
      frequency: 'weekly',
    });
    expect(quietTemplate.statusCode).toBe(201);
  });

  it('refuses malformed bodies with 400', async () => {
    const template = await templateNamed('Club newsletter');
    const valid = {
      name: 'Malformed',
      template_id: template.template_id,
      audience: 'all_members',
      frequency: 'weekly',
    };
    for (const payload of [
      { ...valid, audience: 'everyone' },
      { ...valid, frequency: 'daily' },
      { ...valid, template_id: '1' },
      { ...valid, name: 'x'.repeat(101) },
      { name: 'No template' },
    ]) {
      jsonError(await call('POST', `${BASE}/distribution-lists/create`, admin, payload), 400);
    }
  });

  it('updates the fields given and keeps the others', async () => {
    const list = await listNamed('Weekly lotto results');
    const response = await call('PATCH', `${BASE}/distribution-lists/update`, admin, {
      email_distribution_list_id: list.email_distribution_list_id,
      name: 'Lotto results every week',
      subject: 'Lotto: {{draw_date}}',
      frequency: 'monthly',
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json<DistributionList>();
    expect(updated).toMatchObject({
      name: 'Lotto results every week',
      subject: 'Lotto: {{draw_date}}',
      frequency: 'monthly',
      audience: list.audience,
      template: list.template,
      description: list.description,
    });
    expect(Date.parse(updated.updated_at)).toBeGreaterThanOrEqual(Date.parse(list.updated_at));

    const clash = await call('PATCH', `${BASE}/distribution-lists/update`, admin, {
      email_distribution_list_id: list.email_distribution_list_id,
      name: 'membership renewals 2027',
      subject: '',
    });
    expect(jsonError(clash, 422).errors).toEqual({
      name: [NAME_TAKEN],
      subject: ['Please enter subject'],
    });
    // Its own name, in another case, is not a clash.
    const renamed = await call('PATCH', `${BASE}/distribution-lists/update`, admin, {
      email_distribution_list_id: list.email_distribution_list_id,
      name: 'LOTTO results every week',
    });
    expect(renamed.json<DistributionList>().name).toBe('LOTTO results every week');
  });

  it("answers 404 when updating another club's or an unknown list", async () => {
    const quietList = await listNamed('Regatta season', quietAdmin);
    for (const id of [quietList.email_distribution_list_id, 2_000_000]) {
      const response = await call('PATCH', `${BASE}/distribution-lists/update`, admin, {
        email_distribution_list_id: id,
        name: 'Taken over',
      });
      expect(jsonError(response, 404).message).toBe(LIST_NOT_FOUND);
    }
    expect((await listNamed('Regatta season', quietAdmin)).name).toBe('Regatta season');
  });

  it('deactivates a list and activates it again', async () => {
    const list = await listNamed('Membership renewals 2027');
    const deactivate = (email_status: string) =>
      call('PATCH', `${BASE}/distribution-lists/deactivate`, admin, {
        email_distribution_list_id: list.email_distribution_list_id,
        email_status,
      });
    const off = await deactivate('inactive');
    expect(off.statusCode).toBe(200);
    expect(off.json<DistributionList>().email_status).toBe('inactive');
    const inactive = await listsOf(admin, '?email_status=inactive&per_page=100');
    expect(inactive.items.map((item) => item.name)).toContain('Membership renewals 2027');

    expect((await deactivate('active')).json<DistributionList>().email_status).toBe('active');
    jsonError(await deactivate('deleted'), 400);

    const quietList = await listNamed('Regatta season', quietAdmin);
    const crossed = await call('PATCH', `${BASE}/distribution-lists/deactivate`, admin, {
      email_distribution_list_id: quietList.email_distribution_list_id,
      email_status: 'inactive',
    });
    expect(jsonError(crossed, 404).message).toBe(LIST_NOT_FOUND);
    expect((await listNamed('Regatta season', quietAdmin)).email_status).toBe('active');
  });
});

describe(`POST ${BASE}/opt-out`, () => {
  it("records a member's opt-out and payment acknowledgement, and takes them off the recipients", async () => {
    const list = await listNamed('Outstanding payments');
    const memberId = await memberIdOf(SEEDED.demoMember.email);
    const optOut = (opt_out: boolean, payment_ack?: boolean) =>
      call('POST', `${BASE}/opt-out`, admin, {
        email_distribution_list_id: list.email_distribution_list_id,
        member_id: memberId,
        opt_out,
        ...(payment_ack === undefined ? {} : { payment_ack }),
      });

    const out = await optOut(true, true);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({
      message: OPT_OUT_SAVED,
      email_distribution_list_id: list.email_distribution_list_id,
      member_id: memberId,
      opt_out: true,
      payment_ack: true,
      recipients: list.recipients - 1,
    });
    const after = await listNamed('Outstanding payments');
    expect(after).toMatchObject({ recipients: list.recipients - 1, opted_out: list.opted_out + 1 });

    // The same answer the member's own link records: one row, the latest answer.
    const rows = await kit.database.db
      .selectFrom('email_opt_outs')
      .select(['opt_out', 'payment_ack'])
      .where('email_distribution_list_id', '=', list.email_distribution_list_id)
      .where('member_id', '=', memberId)
      .execute();
    expect(rows).toEqual([{ opt_out: true, payment_ack: true }]);

    const back = await optOut(false);
    expect(back.json()).toMatchObject({ opt_out: false, payment_ack: false });
    expect(await listNamed('Outstanding payments')).toMatchObject({
      recipients: list.recipients,
      opted_out: list.opted_out,
    });
  });

  it("answers 404 for another club's member or list", async () => {
    const list = await listNamed('Outstanding payments');
    const quietMember = await kit.database.db
      .selectFrom('members')
      .select('id')
      .where('account_id', '=', quietId)
      .executeTakeFirstOrThrow();
    const foreignMember = await call('POST', `${BASE}/opt-out`, admin, {
      email_distribution_list_id: list.email_distribution_list_id,
      member_id: quietMember.id,
      opt_out: true,
    });
    expect(jsonError(foreignMember, 404).message).toBe(MEMBER_NOT_FOUND);

    const quietList = await listNamed('Regatta season', quietAdmin);
    const foreignList = await call('POST', `${BASE}/opt-out`, admin, {
      email_distribution_list_id: quietList.email_distribution_list_id,
      member_id: await memberIdOf(SEEDED.demoMember.email),
      opt_out: true,
    });
    expect(jsonError(foreignList, 404).message).toBe(LIST_NOT_FOUND);

    const textFlag = await call('POST', `${BASE}/opt-out`, admin, {
      email_distribution_list_id: list.email_distribution_list_id,
      member_id: 1,
      opt_out: 'yes',
    });
    jsonError(textFlag, 400);
  });
});

describe('the back-office seed', () => {
  it('adds nothing the second time, and does not bring back a renamed or deleted list', async () => {
    const count = async () => {
      const [lists, templates] = await Promise.all([
        kit.database.db.selectFrom('email_distribution_lists').select('id').execute(),
        kit.database.db.selectFrom('email_templates').select('id').execute(),
      ]);
      return { lists: lists.length, templates: templates.length };
    };
    const summerCamp = await listNamed('Summer camp 2026');
    await kit.database.db
      .deleteFrom('email_distribution_lists')
      .where('id', '=', summerCamp.email_distribution_list_id)
      .execute();
    await kit.database.db
      .updateTable('email_distribution_lists')
      .set({ name: 'Renewals' })
      .where('name', '=', 'Membership renewals 2027')
      .execute();
    const before = await count();
    expect(before.templates).toBe(5);
    await seedBackoffice(kit.database.db);
    expect(await count()).toEqual(before);
    const names = (await listsOf(admin, '?per_page=100')).items.map((list) => list.name);
    expect(names).not.toContain('Summer camp 2026');
    expect(names).toContain('Renewals');
    expect(names).not.toContain('Membership renewals 2027');
  });
});
