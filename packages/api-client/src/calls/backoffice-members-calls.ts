import type {
  MemberExportList,
  MemberExportQuery,
  MemberRegisterPage,
  MemberRegisterQuery,
} from '@touchline/contracts';
import type { CallOptions, Http } from '../http';

const MEMBERS = '/backoffice/members';

/** The back office's member register: the members, the CSV export and the exports made. */
export function createBackofficeMembersCalls(http: Http) {
  return {
    /** `GET /backoffice/members?season=&program_id=&plan_id=&age_group=&payment_state=&q=`. */
    getMemberRegister: (query: MemberRegisterQuery = {}, { signal }: CallOptions = {}) =>
      http<MemberRegisterPage>(MEMBERS, { query, signal }),

    /** `GET /backoffice/members/export?…`: the register under the same filters as CSV. */
    downloadMembersCsv: (query: MemberExportQuery = {}, { signal }: CallOptions = {}) =>
      http<Blob>(`${MEMBERS}/export`, { query, signal, responseType: 'blob' }),

    /** `GET /backoffice/members/exports`: the latest exports, who made them and with what. */
    getMemberExports: ({ signal }: CallOptions = {}) =>
      http<MemberExportList>(`${MEMBERS}/exports`, { signal }),
  };
}

export type BackofficeMembersCalls = ReturnType<typeof createBackofficeMembersCalls>;
