// The query plans of the list pages on a database grown by the load seed: every statement the
// article list and the member's orders run for a first, middle, deep, last and past-the-end
// page, explained with their actual row counts (docs/performance.md, Paging plans).
// Usage: DATABASE_URL=... (or DATA_DIR=...) npx tsx apps/api/src/load-seed/paging-plans.ts [club]
// Prints JSON: one entry per page with the plan summary of each statement.
import {
  CompiledQuery,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  type Kysely,
  sql,
} from 'kysely';
import { loadConfig } from '../config';
import { openDatabase } from '../db/open-database';
import type { Database } from '../db/schema';
import { listArticles } from '../content/article-repository';
import { memberOrderPage } from '../member-account/member-order-repository';
import { LOAD_MEMBER_EMAIL } from './load-seed';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Heap Fetches'?: number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}

export interface StatementPlan {
  /** Scans in plan order: `Index Only Scan articles_listing: 12 rows`. */
  readonly scans: string[];
  /** Rows (index entries for an index-only scan) the scans read, those filtered out too. */
  readonly rowsRead: number;
  /** Table rows fetched by the index-only scans (0 when the visibility map covers them). */
  readonly heapFetches: number;
  readonly seqScan: boolean;
  /** Tables read by a sequential scan, with their size in 8 kB pages. */
  readonly seqScanned: { table: string; pages: number }[];
  readonly sort: boolean;
  /** Whether PostgreSQL compiled the plan with its JIT (a sign of a plan estimated costly). */
  readonly jit: boolean;
  readonly executionMs: number;
}

export interface PagePlan {
  readonly list: string;
  readonly page: string;
  readonly rows: number;
  readonly statements: StatementPlan[];
}

/** Records each statement a Kysely instance runs, compiled, in order. */
class StatementLog implements KyselyPlugin {
  readonly statements: CompiledQuery[] = [];
  constructor(private readonly db: Kysely<Database>) {}
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.statements.push(this.db.getExecutor().compileQuery(args.node, args.queryId));
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

function summarise(plan: {
  Plan: PlanNode;
  'Execution Time': number;
  JIT?: unknown;
}): StatementPlan {
  const scans: string[] = [];
  let rowsRead = 0;
  let heapFetches = 0;
  let seqScan = false;
  const seqScanned: { table: string; pages: number }[] = [];
  let sort = false;
  const walk = (node: PlanNode) => {
    const type = node['Node Type'];
    if (type === 'Seq Scan') {
      seqScan = true;
      seqScanned.push({ table: node['Relation Name'] ?? '', pages: 0 });
    }
    if (type === 'Sort' || type === 'Incremental Sort') sort = true;
    if (type.endsWith('Scan') && type !== 'CTE Scan' && type !== 'Subquery Scan') {
      const rows =
        ((node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0)) *
        (node['Actual Loops'] ?? 1);
      rowsRead += rows;
      heapFetches += node['Heap Fetches'] ?? 0;
      scans.push(`${type} ${node['Index Name'] ?? node['Relation Name'] ?? ''}: ${rows}`);
    }
    node.Plans?.forEach(walk);
  };
  walk(plan.Plan);
  return {
    scans,
    rowsRead,
    heapFetches,
    seqScan,
    seqScanned,
    sort,
    jit: plan.JIT !== undefined,
    executionMs: plan['Execution Time'],
  };
}

/** Runs `read` once to record its statements, then explains each with its actual rows. */
async function explainRead(
  db: Kysely<Database>,
  read: (db: Kysely<Database>) => Promise<unknown>,
): Promise<StatementPlan[]> {
  const log = new StatementLog(db);
  await read(db.withPlugin(log));
  const plans: StatementPlan[] = [];
  for (const statement of log.statements) {
    const explain = (analyze: boolean) =>
      db.executeQuery<{ 'QUERY PLAN': unknown }>(
        CompiledQuery.raw(`explain (${analyze ? 'analyze, ' : ''}format json) ${statement.sql}`, [
          ...statement.parameters,
        ]),
      );
    await explain(true); // warm: the figures below are of a page read again
    const { rows } = await explain(true);
    const raw = rows[0]!['QUERY PLAN'];
    const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [
      { Plan: PlanNode; 'Execution Time': number; JIT?: unknown },
    ];
    const plan = summarise(parsed[0]);
    for (const scanned of plan.seqScanned) {
      const size = await db
        .selectFrom(sql<{ relname: string; relpages: number }>`pg_class`.as('c'))
        .select(sql<number>`greatest(relpages, 1)`.as('pages'))
        .where('relname', '=', scanned.table)
        .executeTakeFirst();
      scanned.pages = Number(size?.pages ?? 0);
    }
    plans.push(plan);
  }
  return plans;
}

export async function explainPaging(db: Kysely<Database>, club: string): Promise<PagePlan[]> {
  const { account_id: accountId } = await db
    .selectFrom('clubs')
    .select('account_id')
    .where('slug', '=', club)
    .executeTakeFirstOrThrow();
  const member = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', LOAD_MEMBER_EMAIL)
    .executeTakeFirstOrThrow();
  const results: PagePlan[] = [];
  const pagesOf = (total: number, perPage: number) => {
    const last = Math.max(1, Math.ceil(total / perPage));
    const of = `of ${last.toLocaleString('en-IE')}, ${total.toLocaleString('en-IE')} rows`;
    const pages: [string, number][] = [
      ['first', 1],
      ['second', 2],
      ['middle', Math.ceil(last / 2)],
      ['deep (3/4)', Math.ceil((last * 3) / 4)],
      ['last', last],
      ['past the end', last + 1],
    ];
    return pages.map(([name, page]) => [`${name}: page ${page} ${of}`, page] as const);
  };

  const publicUrl = 'http://localhost';
  for (const [list, type, perPage] of [
    ['News list (`type=news`, 6 a page)', 'News', 6],
    ['Articles of every type (10 a page)', undefined, 10],
  ] as const) {
    const { total } = await listArticles(db, { accountId, type, page: 1, perPage }, publicUrl);
    for (const [name, page] of pagesOf(total, perPage)) {
      let rows = 0;
      const statements = await explainRead(db, async (logged) => {
        rows = (await listArticles(logged, { accountId, type, page, perPage }, publicUrl)).items
          .length;
      });
      results.push({ list, page: name, rows, statements });
    }
  }

  const { total } = await memberOrderPage(db, member.id, 1, 10);
  for (const [name, page] of pagesOf(total, 10)) {
    let rows = 0;
    const statements = await explainRead(db, async (logged) => {
      rows = (await memberOrderPage(logged, member.id, page, 10)).items.length;
    });
    results.push({
      list: "Member's orders (`GET /v2/member/orders`, 10 a page)",
      page: name,
      rows,
      statements,
    });
  }
  return results;
}

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    const plans = await explainPaging(database.db, process.argv[2] ?? config.defaultClub);
    console.log(JSON.stringify({ kind: database.kind, plans }));
  } finally {
    await database.close();
  }
}

if (process.argv[1]?.endsWith('paging-plans.ts')) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
