// What every GraphQL operation must pass before it runs, over HTTP and over WebSocket alike: the parser's
// token and nesting limits, graphql's own validation rules and graphql-armor's depth, cost, alias and
// directive limits. Apollo Server (HTTP) and graphql-ws (WebSocket) both read them from here.
import { ApolloArmor } from "@escape.tech/graphql-armor";
import {
  GraphQLError,
  Kind,
  Lexer,
  Source,
  TokenKind,
  parse,
  specifiedRules,
  syntaxError,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type ParseOptions,
} from "graphql";

/** The most tokens a document may have; graphql's parser stops reading past it. */
export const MAX_TOKENS = 3000;

/**
 * The deepest nesting of braces, brackets and parentheses in a document. The parser recurses once per level,
 * so a list literal nested thousands deep overflows the stack; the lexer, which does not recurse, measures
 * the nesting first. No real operation comes near: selections stop at MAX_DEPTH levels, inputs are shallow.
 */
export const MAX_NESTING = 64;

/** Selection depth of an operation, fragments counted as a level (graphql-armor's measure). */
export const MAX_DEPTH = 12;

/**
 * Selection depth of every operation, introspection included, fragments flattened (a spread is not a level).
 * Apollo Sandbox's schema query (graphql's standard introspection query, whose type references nest 9
 * `ofType` levels) measures 15; this leaves room for a client asking a few more levels, and refuses a
 * `__schema … ofType` chain 40 deep. graphql's own rules bound introspection's lists (3 levels).
 */
export const MAX_DEPTH_WITH_INTROSPECTION = 18;

/** Options for graphql's parser (Apollo Server's `parseOptions`). */
export const parseOptions: ParseOptions = { maxTokens: MAX_TOKENS };

const OPENING = new Set<TokenKind>([TokenKind.BRACE_L, TokenKind.BRACKET_L, TokenKind.PAREN_L]);
const CLOSING = new Set<TokenKind>([TokenKind.BRACE_R, TokenKind.BRACKET_R, TokenKind.PAREN_R]);

/**
 * A syntax error when the document nests deeper than MAX_NESTING, found by reading its tokens (at most
 * MAX_TOKENS of them) without recursion; undefined otherwise. Lexical errors are left to the parser.
 */
export function nestingError(query: string): GraphQLError | undefined {
  const source = new Source(query);
  const lexer = new Lexer(source);
  let depth = 0;
  try {
    for (let count = 0; count <= MAX_TOKENS; count++) {
      const token = lexer.advance();
      if (token.kind === TokenKind.EOF) return undefined;
      if (OPENING.has(token.kind) && ++depth > MAX_NESTING) {
        return syntaxError(source, token.start, `Nesting deeper than ${MAX_NESTING} levels.`);
      }
      if (CLOSING.has(token.kind)) depth--;
    }
  } catch {
    return undefined;
  }
  return undefined;
}

/** Parses an operation within the nesting and token limits; throws graphql's syntax errors. */
export function parseOperation(query: string): DocumentNode {
  const tooDeep = nestingError(query);
  if (tooDeep) throw tooDeep;
  return parse(query, parseOptions);
}

/**
 * graphql-armor's limits. Its token limit is left out: it parses every document a second time with a
 * recursive parser of its own and answers its errors with HTTP 500; graphql's parser enforces MAX_TOKENS.
 */
export function createLimits(options: { production: boolean }) {
  const armor = new ApolloArmor({
    maxDepth: { n: MAX_DEPTH },
    maxAliases: { n: 20 },
    maxTokens: { enabled: false },
    maxDirectives: { n: 20 },
    costLimit: { maxCost: 10000 },
    blockFieldSuggestion: { enabled: options.production },
  }).protect();
  // The depth limit above skips `__schema`; this one applies to every operation, introspection included.
  const withIntrospection = new ApolloArmor({
    maxDepth: {
      n: MAX_DEPTH_WITH_INTROSPECTION,
      ignoreIntrospection: false,
      flattenFragments: true,
    },
    maxAliases: { enabled: false },
    maxTokens: { enabled: false },
    maxDirectives: { enabled: false },
    costLimit: { enabled: false },
    blockFieldSuggestion: { enabled: false },
  }).protect();
  const validationRules = [...armor.validationRules, ...withIntrospection.validationRules];
  return {
    /** Apollo Server plugins (field suggestions hidden in production). */
    plugins: armor.plugins,
    /** Rules run after graphql's own (Apollo Server's `validationRules`). */
    validationRules,
    /**
     * Parses and validates an operation as Apollo Server does over HTTP, for graphql-ws: the document, or
     * the errors with the codes Apollo gives them (GRAPHQL_PARSE_FAILED, GRAPHQL_VALIDATION_FAILED).
     */
    check(
      schema: GraphQLSchema,
      query: string,
    ): { document: DocumentNode; errors?: undefined } | { errors: GraphQLError[] } {
      let document: DocumentNode;
      try {
        document = parseOperation(query);
      } catch (error) {
        if (!(error instanceof GraphQLError)) throw error;
        return { errors: [withCode(error, "GRAPHQL_PARSE_FAILED", options.production)] };
      }
      const errors = validate(schema, document, [...specifiedRules, ...validationRules]);
      if (errors.length === 0) return { document };
      return {
        errors: errors.map((e) => withCode(e, "GRAPHQL_VALIDATION_FAILED", options.production)),
      };
    },
  };
}

export type Limits = ReturnType<typeof createLimits>;

/**
 * A variable the client sent with a value of the wrong type is bad input (BAD_USER_INPUT), as Apollo Server
 * reports it over HTTP; graphql's `execute` returns such errors without a code.
 */
export function codeVariableErrors(errors: readonly GraphQLError[]): GraphQLError[] {
  return errors.map((error) =>
    error.nodes?.length === 1 &&
    error.nodes[0].kind === Kind.VARIABLE_DEFINITION &&
    error.extensions?.code === undefined
      ? new GraphQLError(error.message, {
          nodes: error.nodes,
          extensions: { ...error.extensions, code: "BAD_USER_INPUT" },
          originalError: error,
        })
      : error,
  );
}

function withCode(error: GraphQLError, code: string, production: boolean): GraphQLError {
  const message = production
    ? error.message.replace(/Did you mean ".+"/g, "[Suggestion hidden]")
    : error.message;
  return new GraphQLError(message, {
    source: error.source,
    positions: error.positions,
    nodes: error.nodes,
    extensions: { ...error.extensions, code },
    originalError: error,
  });
}
