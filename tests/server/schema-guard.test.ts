import "reflect-metadata";
import { graphql, type GraphQLObjectType } from "graphql";
import { Authorized, buildSchema, Field, ObjectType, Query, Resolver } from "type-graphql";
import { createSchema, unguardedSimpleFields } from "../../server/schema";

const metadata = () =>
  (
    globalThis as unknown as {
      TypeGraphQLMetadataStorage: Parameters<typeof unguardedSimpleFields>[0];
    }
  ).TypeGraphQLMetadataStorage;

describe("types with simpleResolvers", () => {
  it("read their plain fields without TypeGraphQL's wrapper, field resolvers still wrapped", async () => {
    const schema = await createSchema();
    const plain: [string, string][] = [
      ["Profile", "username"],
      ["FeedItem", "title"],
      ["FeedItemEdge", "cursor"],
      ["PageInfo", "hasNextPage"],
    ];
    for (const [type, field] of plain)
      expect([
        type,
        (schema.getType(type) as GraphQLObjectType).getFields()[field].resolve,
      ]).toEqual([type, undefined]);
    const profile = (schema.getType("Profile") as GraphQLObjectType).getFields();
    expect(profile.email.resolve).toBeDefined();
    expect(profile.followerCount.resolve).toBeDefined();
  });

  it("are refused with a role on a plain field, which would never be checked", async () => {
    // Declared here, after the app's schema was built above (Jest gives each file its own globals).
    @ObjectType({ simpleResolvers: true })
    class Secretive {
      @Field()
      open: string;

      @Authorized()
      @Field()
      hidden: string;
    }

    @Resolver()
    class SecretiveResolver {
      @Query(() => Secretive)
      secretive(): Secretive {
        return Object.assign(new Secretive(), { open: "open", hidden: "hidden" });
      }
    }

    const schema = await buildSchema({
      resolvers: [SecretiveResolver],
      authChecker: () => false,
      validate: false,
    });
    // Why: the role on `hidden` is skipped, so a viewer the auth checker refuses reads it.
    const result = await graphql({ schema, source: "{ secretive { open hidden } }" });
    expect(result).toEqual({ data: { secretive: { open: "open", hidden: "hidden" } } });
    expect(unguardedSimpleFields(metadata())).toEqual(["Secretive.hidden"]);
    await expect(createSchema()).rejects.toThrow(
      "A role or middleware on a field of a type with simpleResolvers would never run: Secretive.hidden",
    );
  });
});
