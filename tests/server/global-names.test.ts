import "reflect-metadata";
import { Arg, Field, FieldResolver, ObjectType, Query, Resolver, Root } from "type-graphql";
import { namesShadowingGlobals, type SchemaMetadata } from "../../server/graphql/global-names";
import { createSchema } from "../../server/schema";

const metadata = () =>
  (globalThis as unknown as { TypeGraphQLMetadataStorage: SchemaMetadata })
    .TypeGraphQLMetadataStorage;

describe("names a global of the running Node shadows", () => {
  it("are none in the app's schema, on this Node", async () => {
    await createSchema();
    expect(metadata().params.length).toBeGreaterThan(100);
    expect(namesShadowingGlobals(metadata())).toEqual([]);
  });

  it("are found in a class's name and in a reflected type, and refused at start-up", async () => {
    // Declared here, after the app's schema was built above (Jest gives each file its own globals).
    // `Blob` and `Event` are globals from Node 18 on. A type alias's name is what the emitted metadata
    // reads at run time, so this parameter's type is the global Blob (as `MessageEvent` was on Node 22).
    type Blob = { id: string };
    @ObjectType()
    class Event {
      @Field()
      id: string;
    }
    @Resolver(() => Event)
    class ShadowedResolver {
      @Query(() => Event)
      shadowed(@Arg("id") id: string): Event {
        return Object.assign(new Event(), { id });
      }

      @FieldResolver(() => String)
      label(@Root() payload: Blob): string {
        return payload.id;
      }
    }
    expect(new ShadowedResolver().label({ id: "x" })).toBe("x");
    expect(namesShadowingGlobals(metadata())).toEqual([
      "ShadowedResolver.label parameter 0: Blob",
      "class Event",
    ]);
    await expect(createSchema()).rejects.toThrow(
      `Names in the schema that a global of Node ${process.versions.node} shadows: ShadowedResolver.label parameter 0: Blob, class Event`,
    );
  });
});
