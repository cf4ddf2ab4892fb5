/**
 * The schema cache's types, shared by the catalogue reader (schema-cache.ts) and the relationship builder
 * (schema-relationships.ts) without either importing the other.
 */
import type { FuzzySet } from './fuzzy.ts';

export interface Column {
  name: string;
  /** format_type() of the column: valid SQL type syntax from the catalogue. */
  type: string;
  /** typname of the base type (domains resolved), e.g. "jsonb", "_text", "tsvector". */
  baseType: string;
  isArray: boolean;
  nullable: boolean;
  /**
   * Default expression as PostgREST reads it: pg_get_expr of the column default, the sequence's nextval for
   * identity columns, the domain's default; null for none and for generated columns.
   */
  default: string | null;
}

export interface Table {
  schema: string;
  name: string;
  isView: boolean;
  columns: Column[];
  columnMap: Map<string, Column>;
  pk: string[];
  insertable: boolean;
  updatable: boolean;
  deletable: boolean;
}

export type Cardinality = 'm2o' | 'o2m' | 'o2o' | 'm2m';

export interface Junction {
  table: string;
  constraint1: string;
  constraint2: string;
  /** [origin column, junction column] */
  sourceColumns: [string, string][];
  /** [target column, junction column] */
  targetColumns: [string, string][];
}

export interface Relationship {
  table: string;
  foreignTable: string;
  isSelf: boolean;
  cardinality: Cardinality;
  /** The foreign key constraint (for m2m: the junction table's name is in junction). */
  constraint: string;
  /** [origin column, target column] pairs (not used for m2m). */
  columns: [string, string][];
  /** o2o only: true when the origin is the referenced side. */
  isParent: boolean;
  junction?: Junction;
  /**
   * A computed relationship: this function (SQL name) of the origin's row returns the related rows; its
   * name, in `constraint`, is what a request embeds.
   */
  computed?: { fn: string; rowType: string };
  tableIsView: boolean;
  foreignTableIsView: boolean;
}

export const isToOne = (r: Relationship) => r.cardinality === 'm2o' || r.cardinality === 'o2o';

export interface RoutineParam {
  name: string;
  /** format_type() of the argument type. */
  type: string;
  required: boolean;
  variadic: boolean;
  /** When the argument is a row of a public table or view: its name. */
  rowOf: string | null;
}

export interface Routine {
  schema: string;
  name: string;
  params: RoutineParam[];
  volatility: 'v' | 's' | 'i';
  setof: boolean;
  /** `returns setof … rows 1`: PostgREST takes it as one row (a to-one computed relationship). */
  singleRow: boolean;
  /** void, a scalar, or a composite (table row type, composite type, OUT/TABLE columns). */
  returns: 'void' | 'scalar' | 'composite';
  /** For composites: the public table or view whose rows it returns (enables embedding), if any. */
  tableName: string | null;
  /** For composites: the result columns. */
  columns: Column[];
  /** typname of the (base) return type, e.g. "text", "jsonb". */
  returnType: string;
  /** Callable through /rpc: named arguments, or one unnamed json/jsonb/text/bytea/xml argument. */
  callable: boolean;
}

/** What PostgREST knows of one exposed schema. */
export interface SchemaCache {
  schema: string;
  tables: Map<string, Table>;
  /** Relationships by origin table or view. */
  relationships: Map<string, Relationship[]>;
  routines: Map<string, Routine[]>;
  /** Lower-cased type names usable in select casts → qualified SQL name. */
  castTypes: Map<string, string>;
  tableFuzzy: FuzzySet;
  routineFuzzy: FuzzySet;
  /** Origin tables that have relationships (for "Perhaps you meant" on the parent). */
  relOriginFuzzy: FuzzySet;
  /** Compiled reads by request shape, valid as long as this cache (cleared with it on reload). */
  readPlans: Map<string, unknown>;
  /** Database roles (a JWT naming one the API cannot switch to is refused differently from an unknown one). */
  roles: Set<string>;
  /**
   * Computed fields by table: functions taking one row of the table and returning one value, usable like a
   * column (`select=full_name`), as PostgREST allows through Postgres's attribute notation.
   */
  computed: Map<string, Map<string, Routine>>;
}
