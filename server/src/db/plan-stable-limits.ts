import {
  BinaryOperationNode,
  LimitNode,
  OperationNodeTransformer,
  OperatorNode,
  ParensNode,
  sql,
  ValueNode,
  type Expression,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RawBuilder,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

/**
 * SQLite plans a `LIMIT ?` by the value bound to it (sqlite3ExprIsInteger marks the parameter), and then
 * prepares the statement again every time a value is bound to that parameter — which is every run of a
 * statement kept prepared, whatever the value. A list's page statement paid for a new plan on each
 * request. `LIMIT (? + 0)` is an expression, not a parameter: SQLite plans it once and reads the limit
 * when it runs. The plans stay the same (`test/db/list-plans.test.ts`); `test/db/plan-stable-limits.test.ts`
 * shows the re-preparation and its end.
 */
export class PlanStableLimits implements KyselyPlugin {
  private readonly transformer = new LimitTransformer();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.transformer.transformNode(args.node);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

class LimitTransformer extends OperationNodeTransformer {
  protected override transformLimit(node: LimitNode): LimitNode {
    return LimitNode.create(plusZero(this.transformNode(node.limit)));
  }
}

const plusZero = (value: OperationNode): OperationNode =>
  ParensNode.create(BinaryOperationNode.create(value, OperatorNode.create('+'), ValueNode.createImmediate(0)));

/** A limit written in raw SQL (`limit ${planStableLimit(n)}`), as the plugin writes those of built queries. */
export const planStableLimit = (value: number | Expression<number>): RawBuilder<number> => sql<number>`(${value} + 0)`;
