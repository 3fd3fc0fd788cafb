/**
 * Names a global of the running Node shadows. Node keeps adding the DOM's classes as globals (`Event`,
 * `MessageEvent`, `File`, `Blob`, `Request`, `Response`, `Headers`), and a decorated parameter's or
 * property's type is read at run time from the metadata TypeScript emits: a type alias or a type-only
 * import whose name is such a global then reaches the global class, which TypeGraphQL constructs from the
 * payload (`new MessageEvent()` throws on Node 22). So no class of the schema may be named like a global,
 * and no reflected type may be a global class other than the primitives TypeGraphQL maps itself.
 */
type Target = { name: string; prototype: object };
export type SchemaMetadata = {
  objectTypes: { target: Target }[];
  inputTypes: { target: Target }[];
  argumentTypes: { target: Target }[];
  interfaceTypes: { target: Target }[];
  fields: { target: Target; name: string }[];
  params: { target: Target; methodName: string; index: number }[];
};

const mappedByTypeGraphQL = new Set<unknown>([
  String,
  Number,
  Boolean,
  Date,
  Object,
  Array,
  Promise,
]);

/** Each shadowed name as `where: name`; empty when none is. */
export function namesShadowingGlobals(
  metadata: SchemaMetadata,
  globals: object = globalThis,
): string[] {
  const isGlobal = (name: string) => Object.prototype.hasOwnProperty.call(globals, name);
  const found = new Set<string>();
  for (const { target } of [
    ...metadata.objectTypes,
    ...metadata.inputTypes,
    ...metadata.argumentTypes,
    ...metadata.interfaceTypes,
  ])
    if (isGlobal(target.name)) found.add(`class ${target.name}`);
  const reflected = (type: unknown, where: string) => {
    if (typeof type !== "function" || mappedByTypeGraphQL.has(type)) return;
    if (isGlobal(type.name) && (globals as Record<string, unknown>)[type.name] === type)
      found.add(`${where}: ${type.name}`);
  };
  for (const { target, name } of metadata.fields)
    reflected(Reflect.getMetadata("design:type", target.prototype, name), `${target.name}.${name}`);
  for (const { target, methodName, index } of metadata.params) {
    const types = Reflect.getMetadata("design:paramtypes", target.prototype, methodName) as
      unknown[] | undefined;
    reflected(types?.[index], `${target.name}.${methodName} parameter ${index}`);
  }
  return [...found].sort();
}
