import {
  BinaryOperationNode,
  LimitNode,
  OperationNodeTransformer,
  OperatorNode,
  ParensNode,
  ValueNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

/**
 * SQLite plans a `LIMIT ?` by the value bound to it (sqlite3ExprIsInteger marks the parameter), and then
 * prepares the statement again every time a value is bound to that parameter — which is every run of a
 * statement kept prepared, whatever the value. A list's page statement paid for a new plan on each
 * request. `LIMIT (? + 0)` is an expression, not a parameter: SQLite plans it once and reads the limit
 * when it runs. Limits written in raw SQL are not seen here: build limited queries with Kysely. The plans
 * stay the same (`test/db/list-plans.test.ts`); `test/db/plan-stable-limits.test.ts` checks the SQL
 * written and the rows read.
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
