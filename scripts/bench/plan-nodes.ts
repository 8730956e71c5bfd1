import { z } from 'zod';

/** One node of `EXPLAIN (FORMAT JSON)` output, with the fields the plan-shape check reads. */
export type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string | undefined;
  Plans?: PlanNode[] | undefined;
};

const planNodeSchema: z.ZodType<PlanNode> = z.lazy(() =>
  z.object({
    'Node Type': z.string(),
    'Relation Name': z.string().optional(),
    Plans: z.array(planNodeSchema).optional(),
  }),
);

const explainJsonSchema = z.array(z.object({ Plan: planNodeSchema })).min(1);

/** The root plan node of EXPLAIN (FORMAT JSON) as node-postgres (parsed) or PGlite (text) returns it. */
export function parsePlanOutput(rows: readonly Record<string, unknown>[]): PlanNode {
  const raw = rows[0]?.['QUERY PLAN'];
  const [first] = explainJsonSchema.parse(typeof raw === 'string' ? JSON.parse(raw) : raw);
  if (!first) throw new Error('EXPLAIN returned no plan');
  return first.Plan;
}

/** Every node of the plan, depth first (init plans and sub plans are children too). */
export function planNodes(root: PlanNode): PlanNode[] {
  const nodes: PlanNode[] = [];
  const stack = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    if (!node) break;
    nodes.push(node);
    stack.push(...(node.Plans ?? []));
  }
  return nodes;
}

/**
 * The tables of `tables` the plan reads with a sequential scan (each once, sorted). A TID range
 * scan reads the table in its order too: it counts unless a Limit above it stops it (the search's
 * table-order read, chosen when its first candidates are expected within a few thousand rows;
 * ADR 043).
 */
export function sequentialScansOf(root: PlanNode, tables: ReadonlySet<string>): string[] {
  const scanned = new Set<string>();
  const stack: { node: PlanNode; limited: boolean }[] = [{ node: root, limited: false }];
  while (stack.length > 0) {
    const next = stack.pop();
    if (!next) break;
    const { node, limited } = next;
    const relation = node['Relation Name'];
    const type = node['Node Type'];
    const whole = type === 'Seq Scan' || (type === 'Tid Range Scan' && !limited);
    if (whole && relation && tables.has(relation)) scanned.add(relation);
    const below = limited || type === 'Limit';
    for (const child of node.Plans ?? []) stack.push({ node: child, limited: below });
  }
  return [...scanned].sort();
}
