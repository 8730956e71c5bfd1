import { describe, expect, it } from 'vitest';
import { type PlanNode, parsePlanOutput, planNodes, sequentialScansOf } from './plan-nodes.ts';

const TABLES = new Set(['filings', 'document_pages']);

const plan: PlanNode = {
  'Node Type': 'Limit',
  Plans: [
    {
      'Node Type': 'Nested Loop',
      Plans: [
        { 'Node Type': 'Index Scan', 'Relation Name': 'filings' },
        {
          'Node Type': 'Hash Join',
          Plans: [
            { 'Node Type': 'Seq Scan', 'Relation Name': 'carriers' },
            { 'Node Type': 'Seq Scan', 'Relation Name': 'document_pages' },
          ],
        },
      ],
    },
  ],
};

describe('sequentialScansOf', () => {
  it('finds a sequential scan of a watched table however deep it is', () => {
    expect(sequentialScansOf(plan, TABLES)).toEqual(['document_pages']);
  });

  it('ignores index scans and sequential scans of other tables', () => {
    const indexed: PlanNode = {
      'Node Type': 'Sort',
      Plans: [
        { 'Node Type': 'Bitmap Heap Scan', 'Relation Name': 'filings' },
        { 'Node Type': 'Seq Scan', 'Relation Name': 'carriers' },
      ],
    };
    expect(sequentialScansOf(indexed, TABLES)).toEqual([]);
  });

  it('counts a TID range scan of a watched table unless a Limit above it stops it', () => {
    const inOrder = (top: string): PlanNode => ({
      'Node Type': top,
      Plans: [
        {
          'Node Type': 'Nested Loop',
          Plans: [
            {
              'Node Type': 'Subquery Scan',
              Plans: [{ 'Node Type': 'Tid Range Scan', 'Relation Name': 'document_pages' }],
            },
            { 'Node Type': 'Index Scan', 'Relation Name': 'filings' },
          ],
        },
      ],
    });
    expect(sequentialScansOf(inOrder('Limit'), TABLES)).toEqual([]);
    expect(sequentialScansOf(inOrder('Sort'), TABLES)).toEqual(['document_pages']);
  });

  it('visits every node once', () => {
    expect(planNodes(plan).map((node) => node['Node Type'])).toHaveLength(6);
  });
});

describe('parsePlanOutput', () => {
  const output = [{ Plan: plan, 'Planning Time': 0.2 }];

  it('reads parsed JSON (node-postgres) and text (PGlite)', () => {
    expect(parsePlanOutput([{ 'QUERY PLAN': output }])).toEqual(plan);
    expect(parsePlanOutput([{ 'QUERY PLAN': JSON.stringify(output) }])).toEqual(plan);
  });

  it('refuses output that is not a plan', () => {
    expect(() => parsePlanOutput([{ 'QUERY PLAN': [{ Nope: 1 }] }])).toThrow();
    expect(() => parsePlanOutput([])).toThrow();
  });
});
