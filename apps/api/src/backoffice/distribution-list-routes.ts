import { ERRORS } from '../errors/catalogue';
import { fail } from '../errors/domain-error';
import {
  BackofficeOptOutBody,
  BackofficeOptOutResult,
  DistributionList,
  DistributionListCreateBody,
  DistributionListPage,
  DistributionListParams,
  DistributionListQuery,
  DistributionListStatusBody,
  DistributionListUpdateBody,
  EmailTemplate,
  EmailTemplateList,
  ErrorBody,
  TemplateParams,
} from '@touchline/contracts';
import type { ApiInstance } from '../http/api-instance';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { managedClubOf, requireBackofficeTool } from './club-admin-access';
import {
  findDistributionList,
  insertDistributionList,
  listDistributionLists,
  nameTaken,
  templateSubject,
  updateDistributionList,
  type DistributionListChanges,
} from './distribution-list-repository';
import { clubList } from './distribution-list-service';
import { findTemplate, listTemplates } from './email-template-repository';
import { clubHasMember, saveEmailOptOut } from '../content/email-action-repository';
import { backofficeSchema } from './backoffice-schema';
import { pageAnswer } from '../http/page-answer';

export const LIST_NOT_FOUND = ERRORS.list_not_found.message;
export const TEMPLATE_NOT_FOUND = ERRORS.template_not_found.message;
export const MEMBER_NOT_FOUND = ERRORS.member_not_found.message;
export const CHECK_FIELDS = ERRORS.invalid_data.message;
export const NAME_TAKEN = 'A distribution list with this name already exists';
export const OPT_OUT_SAVED = "The member's answer has been saved.";

const BASE = '/v2/backoffice/emails';

/** Text fields are trimmed; an empty description is none. */
const trimmed = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : value.trim();

/**
 * The back-office email calls: distribution lists (automated mails to an
 * audience of members), the club's templates, and members' opt-outs. Admin or Owner only.
 */
export async function distributionListRoutes(
  app: ApiInstance,
  options: { db: Kysely<Database> },
): Promise<void> {
  const { db } = options;
  const guard = requireBackofficeTool('emails');

  app.get(
    `${BASE}/distribution-lists`,
    {
      preHandler: guard,
      schema: backofficeSchema({
        querystring: DistributionListQuery,
        response: { 200: DistributionListPage },
      }),
    },
    async (request) => {
      const { accountId } = managedClubOf(request);
      const {
        page = 1,
        per_page: perPage = 10,
        email_status,
        search,
        sort,
        sort_direction: direction,
      } = request.query;
      const { items, total } = await listDistributionLists(
        db,
        accountId,
        { emailStatus: email_status, search },
        { page, perPage },
        { sort, direction },
      );
      return pageAnswer(items, total, { page, perPage });
    },
  );

  app.get(
    `${BASE}/distribution-lists/get-templates`,
    {
      preHandler: guard,
      schema: backofficeSchema({
        response: { 200: EmailTemplateList },
      }),
    },
    async (request) => ({ items: await listTemplates(db, managedClubOf(request).accountId) }),
  );

  app.get(
    `${BASE}/distribution-lists/get-templates/:id`,
    {
      preHandler: guard,
      schema: backofficeSchema({
        params: TemplateParams,
        response: { 200: EmailTemplate },
      }),
    },
    async (request) => {
      const template = await findTemplate(db, managedClubOf(request).accountId, request.params.id);
      if (!template) throw fail('template_not_found');
      return template;
    },
  );

  app.get(
    `${BASE}/distribution-lists/:id`,
    {
      preHandler: guard,
      schema: backofficeSchema({
        params: DistributionListParams,
        response: { 200: DistributionList },
      }),
    },
    async (request) => clubList(db, managedClubOf(request).accountId, request.params.id),
  );

  app.post(
    `${BASE}/distribution-lists/create`,
    {
      preHandler: guard,
      schema: backofficeSchema({
        body: DistributionListCreateBody,
        response: { 201: DistributionList, 422: ErrorBody },
      }),
    },
    async (request, reply) => {
      const { accountId } = managedClubOf(request);
      const body = request.body;
      const name = body.name.trim();
      const problems: Record<string, string[]> = {};
      if (!name) problems['name'] = ['Please enter name'];
      else if (await nameTaken(db, accountId, name)) problems['name'] = [NAME_TAKEN];
      const templateSubjectText = await templateSubject(db, accountId, body.template_id);
      if (templateSubjectText === null) problems['template_id'] = [TEMPLATE_NOT_FOUND];
      if (Object.keys(problems).length > 0 || templateSubjectText === null) {
        throw fail('invalid_data', { errors: problems });
      }
      const id = await insertDistributionList(db, accountId, {
        name,
        description: trimmed(body.description) || null,
        templateId: body.template_id,
        subject: body.subject?.trim() || templateSubjectText,
        audience: body.audience,
        frequency: body.frequency,
      });
      // Just written, in this request.
      return reply.code(201).send((await findDistributionList(db, accountId, id))!);
    },
  );

  app.patch(
    `${BASE}/distribution-lists/update`,
    {
      preHandler: guard,
      schema: backofficeSchema({
        body: DistributionListUpdateBody,
        response: { 200: DistributionList, 422: ErrorBody },
      }),
    },
    async (request) => {
      const { accountId } = managedClubOf(request);
      const body = request.body;
      const listId = body.email_distribution_list_id;
      await clubList(db, accountId, listId);
      const changes: DistributionListChanges = {
        name: trimmed(body.name) ?? undefined,
        description: body.description === undefined ? undefined : trimmed(body.description) || null,
        templateId: body.template_id,
        subject: trimmed(body.subject) ?? undefined,
        audience: body.audience,
        frequency: body.frequency,
      };
      const problems: Record<string, string[]> = {};
      if (changes.name === '') problems['name'] = ['Please enter name'];
      else if (changes.name && (await nameTaken(db, accountId, changes.name, listId))) {
        problems['name'] = [NAME_TAKEN];
      }
      if (changes.subject === '') problems['subject'] = ['Please enter subject'];
      if (
        changes.templateId !== undefined &&
        (await templateSubject(db, accountId, changes.templateId)) === null
      ) {
        problems['template_id'] = [TEMPLATE_NOT_FOUND];
      }
      if (Object.keys(problems).length > 0) throw fail('invalid_data', { errors: problems });
      await updateDistributionList(db, accountId, listId, changes);
      // Found above, and lists are never deleted.
      return (await findDistributionList(db, accountId, listId))!;
    },
  );

  app.patch(
    `${BASE}/distribution-lists/deactivate`,
    {
      preHandler: guard,
      schema: backofficeSchema({
        body: DistributionListStatusBody,
        response: { 200: DistributionList },
      }),
    },
    async (request) => {
      const { accountId } = managedClubOf(request);
      const { email_distribution_list_id: listId, email_status } = request.body;
      const updated = await updateDistributionList(db, accountId, listId, {
        emailStatus: email_status,
      });
      if (!updated) throw fail('list_not_found');
      // Just updated, so found.
      return (await findDistributionList(db, accountId, listId))!;
    },
  );

  app.post(
    `${BASE}/opt-out`,
    {
      preHandler: guard,
      schema: backofficeSchema({
        body: BackofficeOptOutBody,
        response: { 200: BackofficeOptOutResult },
      }),
    },
    async (request) => {
      const { accountId } = managedClubOf(request);
      const body = request.body;
      const listId = body.email_distribution_list_id;
      await clubList(db, accountId, listId);
      if (!(await clubHasMember(db, accountId, body.member_id))) {
        throw fail('member_not_found');
      }
      const paymentAck = body.payment_ack ?? false;
      await saveEmailOptOut(db, {
        accountId,
        listId,
        memberId: body.member_id,
        optOut: body.opt_out,
        paymentAck,
      });
      const list = await findDistributionList(db, accountId, listId);
      return {
        message: OPT_OUT_SAVED,
        email_distribution_list_id: listId,
        member_id: body.member_id,
        opt_out: body.opt_out,
        payment_ack: paymentAck,
        recipients: list?.recipients ?? 0,
      };
    },
  );
}
