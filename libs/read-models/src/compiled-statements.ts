import {
  CamelCasePlugin,
  type CompiledQuery,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  PostgresDialect,
  type PostgresDialectConfig,
  PostgresQueryCompiler,
  type QueryCompiler,
  type QueryId,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  WithSchemaPlugin,
} from 'kysely';

/**
 * The read models' naming (their schema, snake_case columns) applied when a statement is compiled,
 * once per shape, instead of when it is built.
 *
 * kysely applies a plugin's `transformQuery` by copying the whole tree, every time a builder is
 * turned into a node: a batch's one statement of a dozen writes was copied once per write and once
 * more as a whole. In the projections' process under sales, that was a quarter of its busy time,
 * more than its own code. A projection builds the same few statements again and again with
 * other values, so the compiled text is kept by the statement's shape: its tree with every bound
 * value left out. A statement of a shape seen before is compiled by one walk over its tree that
 * collects its values; the plugins run only on a shape not seen yet.
 *
 * Only statements built through the read models' kysely instance are named so (the `ReadModelNaming`
 * plugin marks them as it sees them): `withoutPlugins()` compiles its raw SQL as written. A plugin
 * added after it (`withPlugin`) hands the compiler trees it has not seen, which compile unnamed:
 * kysely's Migrator does so for its own tables, whose names need no naming. A read-model query
 * must not; `withSchema` adds its plugin in front and is named as usual.
 */
export class ReadModelNaming implements KyselyPlugin {
  private readonly camelCase = new CamelCasePlugin();
  private readonly naming: readonly KyselyPlugin[];
  /** The trees that went through this plugin, and so must be named when compiled. */
  private readonly marked = new WeakSet<RootOperationNode>();

  constructor(schema: string) {
    this.naming = [new WithSchemaPlugin(schema), this.camelCase];
  }

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    this.marked.add(node);
    return node;
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return this.camelCase.transformResult(args);
  }

  /** Whether `node` was built through the instance this plugin names. */
  isMarked(node: RootOperationNode): boolean {
    return this.marked.has(node);
  }

  /** `node` named as the plugins would have named it when it was built. */
  name(node: RootOperationNode, queryId: QueryId): RootOperationNode {
    return this.naming.reduce((named, plugin) => plugin.transformQuery({ node: named, queryId }), node);
  }
}

/** PostgreSQL as kysely speaks it, with the read models' statements compiled once per shape. */
export class ReadModelDialect extends PostgresDialect {
  constructor(
    config: PostgresDialectConfig,
    private readonly naming: ReadModelNaming,
  ) {
    super(config);
  }

  override createQueryCompiler(): QueryCompiler {
    return new ShapeCachingCompiler(this.naming);
  }
}

/**
 * A shape longer than this is compiled every time (a rebuild's batch of a thousand rows). A batch of
 * sales' one statement is about 44,000 characters long.
 */
const MAX_SHAPE_LENGTH = 100_000;
/** Characters of shapes and SQL kept; the cache starts over past it (a process keeps a few dozen). */
const MAX_CACHED_CHARACTERS = 16_000_000;

/** A compiled shape: its text, and for each parameter the index of the value it binds. */
interface CompiledShape {
  readonly sql: string;
  readonly order: readonly number[];
}

/** Stands for the value at `index` while a shape is compiled, to learn where each value goes. */
class Slot {
  constructor(readonly index: number) {}
}

class ShapeCachingCompiler extends PostgresQueryCompiler {
  private readonly shapes = new Map<string, CompiledShape>();
  private cachedCharacters = 0;

  constructor(private readonly naming: ReadModelNaming) {
    super();
  }

  override compileQuery(node: RootOperationNode, queryId: QueryId): CompiledQuery {
    if (!this.naming.isMarked(node)) return super.compileQuery(node, queryId);
    const values: unknown[] = [];
    const shape = shapeOf(node, values);
    const compiled =
      shape.length <= MAX_SHAPE_LENGTH
        ? (this.shapes.get(shape) ?? this.compileShape(shape, node, queryId))
        : null;
    if (!compiled) return super.compileQuery(this.naming.name(node, queryId), queryId);
    const parameters = compiled.order.map((index) => values[index]);
    return Object.freeze({ query: node, queryId, sql: compiled.sql, parameters });
  }

  /**
   * Names and compiles `node` with a slot in place of each value, and keeps the result under
   * `shape`; null (not kept) if the naming dropped or added a value.
   */
  private compileShape(shape: string, node: RootOperationNode, queryId: QueryId): CompiledShape | null {
    const slotted = withSlots(node, { next: 0 }) as RootOperationNode;
    const { sql, parameters } = super.compileQuery(this.naming.name(slotted, queryId), queryId);
    const order = parameters.map((p) => (p instanceof Slot ? p.index : -1));
    if (order.includes(-1)) return null;
    this.cachedCharacters += shape.length + sql.length;
    if (this.cachedCharacters > MAX_CACHED_CHARACTERS) {
      this.shapes.clear();
      this.cachedCharacters = shape.length + sql.length;
    }
    const compiled = { sql, order };
    this.shapes.set(shape, compiled);
    return compiled;
  }
}

type NodeLike = { readonly kind?: string } & Record<string, unknown>;

/** A bound value (not one written into the SQL, which is part of the shape). */
const isBoundValue = (node: NodeLike) => node.kind === 'ValueNode' && !node.immediate;

/**
 * The tree as text with every bound value left out (`?`, and a list's length), the values pushed onto
 * `values` in the order met. Two trees of the same shape compile to the same SQL: the compiler writes
 * a placeholder for a value whatever it is. `withSlots` walks in the same order.
 */
function shapeOf(node: unknown, values: unknown[]): string {
  const parts: string[] = [];
  addShape(node, values, parts);
  return parts.join('');
}

function addShape(node: unknown, values: unknown[], parts: string[]): void {
  if (node === null || typeof node !== 'object') {
    parts.push(typeof node === 'string' ? `s${node.length}:${node}` : `${typeof node}:${String(node)};`);
    return;
  }
  if (Array.isArray(node)) {
    parts.push('[');
    for (const item of node) addShape(item, values, parts);
    parts.push(']');
    return;
  }
  const object = node as NodeLike;
  if (isBoundValue(object)) {
    values.push(object.value);
    parts.push('?');
    return;
  }
  if (object.kind === 'PrimitiveValueListNode') {
    const list = object.values as readonly unknown[];
    values.push(...list);
    parts.push(`?${list.length};`);
    return;
  }
  if (object instanceof Date) {
    parts.push(`D${object.toISOString()};`);
    return;
  }
  parts.push('{');
  for (const key of Object.keys(object)) {
    parts.push(key);
    addShape(object[key], values, parts);
  }
  parts.push('}');
}

/** A copy of the tree with a `Slot` in place of each bound value, numbered in `shapeOf`'s order. */
function withSlots(node: unknown, counter: { next: number }): unknown {
  if (node === null || typeof node !== 'object' || node instanceof Date) return node;
  if (Array.isArray(node)) return node.map((item) => withSlots(item, counter));
  const object = node as NodeLike;
  if (isBoundValue(object)) return { ...object, value: new Slot(counter.next++) };
  if (object.kind === 'PrimitiveValueListNode') {
    return { ...object, values: (object.values as readonly unknown[]).map(() => new Slot(counter.next++)) };
  }
  const copy: Record<string, unknown> = {};
  for (const key in object) copy[key] = withSlots(object[key], counter);
  return copy;
}
