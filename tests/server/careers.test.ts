import crypto from "node:crypto";
import { makeMember, type Member } from "../support/factories";
import { errorCode, gql, type GraphQLResponse } from "../support/graphql-client";
import { startTestServer, type TestServer } from "../support/server";
import { careers } from "../../server/modules/careers/careers.module";
import {
  CareersAddEducationDocument,
  CareersAddPositionDocument,
  CareersDeleteEducationDocument,
  CareersDeletePositionDocument,
  CareersFollowersDocument,
  CareersHideProfileDocument,
  CareersProfileDocument,
  CareersSetCompanyDocument,
  CareersUpdateEducationDocument,
  CareersUpdatePositionDocument,
} from "./operations/careers.generated";
import type { EducationInput, PositionInput } from "../../client/src/gql/types";

const ADMIN_EMAIL = "careers-admin@agora.test";

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer({ ADMIN_EMAILS: ADMIN_EMAIL });
});
afterAll(() => app.stop());

const member = () => makeMember(app.url);

const POSITION: PositionInput = { title: "Engineer", company: "Acme", startMonth: "2020-01" };
const EDUCATION: EducationInput = { school: "TU Berlin" };

async function addPosition(who: Member, input: Partial<PositionInput> = {}) {
  const res = await gql(
    app.url,
    CareersAddPositionDocument,
    { input: { ...POSITION, ...input } },
    who,
  );
  expect(res.errors).toBeUndefined();
  return res.data!.addPosition;
}

async function addEducation(who: Member, input: Partial<EducationInput> = {}) {
  const res = await gql(
    app.url,
    CareersAddEducationDocument,
    { input: { ...EDUCATION, ...input } },
    who,
  );
  expect(res.errors).toBeUndefined();
  return res.data!.addEducation;
}

async function careersOf(id: string, viewer?: Member) {
  const res = await gql(app.url, CareersProfileDocument, { id }, viewer);
  expect(res.errors).toBeUndefined();
  return res.data!.profile!;
}

/** The error's code and the message of each field it names. */
const refusal = (res: GraphQLResponse<unknown>) => ({
  code: errorCode(res),
  fields: res.errors?.[0]?.extensions?.fields,
});

describe("positions", () => {
  it("are added, changed and deleted by their member, trimmed, blanks read as none", async () => {
    const ana = await member();
    const added = await addPosition(ana, {
      title: "  Staff Engineer ",
      company: " Acme ",
      location: "  ",
      startMonth: "2019-03",
      endMonth: "",
      description: "Built the billing system",
    });
    expect(added).toEqual({
      id: expect.any(String),
      title: "Staff Engineer",
      company: "Acme",
      location: null,
      startMonth: "2019-03",
      endMonth: null,
      description: "Built the billing system",
    });

    const updated = await gql(
      app.url,
      CareersUpdatePositionDocument,
      {
        id: added.id,
        input: { title: "CTO", company: "Acme", startMonth: "2019-03", endMonth: "2023-12" },
      },
      ana,
    );
    expect(updated.errors).toBeUndefined();
    expect(updated.data!.updatePosition).toMatchObject({
      id: added.id,
      title: "CTO",
      endMonth: "2023-12",
      description: null,
    });
    expect((await careersOf(ana.id, ana)).positions).toEqual([updated.data!.updatePosition]);

    const deleted = await gql(app.url, CareersDeletePositionDocument, { id: added.id }, ana);
    expect(deleted.data).toEqual({ deletePosition: true });
    expect((await careersOf(ana.id, ana)).positions).toEqual([]);
  });

  it("refuse bad input with BAD_USER_INPUT naming the field", async () => {
    const ana = await member();
    const cases: [Partial<PositionInput>, Record<string, string>][] = [
      [{ title: "  " }, { title: "Title is required" }],
      [{ company: "" }, { company: "Company is required" }],
      [{ title: "t".repeat(101) }, { title: "Title must be at most 100 characters" }],
      [{ company: "c".repeat(101) }, { company: "Company must be at most 100 characters" }],
      [{ location: "l".repeat(101) }, { location: "Location must be at most 100 characters" }],
      [
        { description: "d".repeat(2001) },
        { description: "Description must be at most 2000 characters" },
      ],
      [{ startMonth: "" }, { startMonth: "Start month is required" }],
      [{ startMonth: "2020-13" }, { startMonth: "Start month must be YYYY-MM" }],
      [{ startMonth: "2020/01" }, { startMonth: "Start month must be YYYY-MM" }],
      [
        { startMonth: "1899-12" },
        { startMonth: "Start month must be between 1900-01 and 2100-12" },
      ],
      [{ endMonth: "2020-1" }, { endMonth: "End month must be YYYY-MM" }],
      [
        { startMonth: "2020-05", endMonth: "2020-04" },
        { endMonth: "End month cannot be before the start month" },
      ],
    ];
    for (const [input, fields] of cases) {
      const res = await gql(
        app.url,
        CareersAddPositionDocument,
        { input: { ...POSITION, ...input } },
        ana,
      );
      expect([input, refusal(res)]).toEqual([input, { code: "BAD_USER_INPUT", fields }]);
    }
    // At the limits, and ending in the month it began.
    await addPosition(ana, {
      title: "t".repeat(100),
      company: "c".repeat(100),
      location: "l".repeat(100),
      description: "d".repeat(2000),
      startMonth: "2020-05",
      endMonth: "2020-05",
    });
    const saved = (await careersOf(ana.id, ana)).positions;
    expect(saved).toHaveLength(1);
    // An update checks the same rules.
    const res = await gql(
      app.url,
      CareersUpdatePositionDocument,
      { id: saved[0].id, input: { ...POSITION, startMonth: "2021-01", endMonth: "2020-12" } },
      ana,
    );
    expect(refusal(res)).toEqual({
      code: "BAD_USER_INPUT",
      fields: { endMonth: "End month cannot be before the start month" },
    });
  });

  it("list current positions first, then the rest, each by start month, newest first", async () => {
    const ana = await member();
    const old = await addPosition(ana, {
      title: "Intern",
      startMonth: "2010-06",
      endMonth: "2011-01",
    });
    const current = await addPosition(ana, { title: "Lead", startMonth: "2018-01" });
    const recent = await addPosition(ana, {
      title: "Dev",
      startMonth: "2015-02",
      endMonth: "2019-05",
    });
    const newer = await addPosition(ana, { title: "Advisor", startMonth: "2022-09" });
    const middle = await addPosition(ana, {
      title: "Junior",
      startMonth: "2012-01",
      endMonth: "2014-12",
    });
    const titles = (await careersOf(ana.id)).positions.map((p) => p.id);
    expect(titles).toEqual([newer.id, current.id, recent.id, middle.id, old.id]);
  });

  it("are at most 30 per member", async () => {
    const ana = await member();
    for (let i = 0; i < 30; i++) await addPosition(ana, { title: `Role ${i}` });
    const res = await gql(app.url, CareersAddPositionDocument, { input: POSITION }, ana);
    expect(refusal(res)).toEqual({
      code: "BAD_USER_INPUT",
      fields: { input: "You can list at most 30 positions" },
    });
    expect((await careersOf(ana.id)).positions).toHaveLength(30);
  });
});

describe("education", () => {
  it("is added, changed and deleted by its member", async () => {
    const ana = await member();
    const added = await addEducation(ana, {
      school: " MIT ",
      degree: "BSc",
      fieldOfStudy: "",
      startYear: 2008,
      endYear: 2012,
    });
    expect(added).toEqual({
      id: expect.any(String),
      school: "MIT",
      degree: "BSc",
      fieldOfStudy: null,
      startYear: 2008,
      endYear: 2012,
    });
    const updated = await gql(
      app.url,
      CareersUpdateEducationDocument,
      { id: added.id, input: { school: "MIT", fieldOfStudy: "Physics", startYear: 2008 } },
      ana,
    );
    expect(updated.data!.updateEducation).toEqual({
      ...added,
      degree: null,
      fieldOfStudy: "Physics",
      endYear: null,
    });
    expect((await careersOf(ana.id)).education).toEqual([updated.data!.updateEducation]);
    const deleted = await gql(app.url, CareersDeleteEducationDocument, { id: added.id }, ana);
    expect(deleted.data).toEqual({ deleteEducation: true });
    expect((await careersOf(ana.id)).education).toEqual([]);
  });

  it("refuses bad input with BAD_USER_INPUT naming the field", async () => {
    const ana = await member();
    const cases: [Partial<EducationInput>, Record<string, string>][] = [
      [{ school: " " }, { school: "School is required" }],
      [{ school: "s".repeat(101) }, { school: "School must be at most 100 characters" }],
      [{ degree: "d".repeat(101) }, { degree: "Degree must be at most 100 characters" }],
      [
        { fieldOfStudy: "f".repeat(101) },
        { fieldOfStudy: "Field of study must be at most 100 characters" },
      ],
      [{ startYear: 1899 }, { startYear: "Start year must be between 1900 and 2100" }],
      [{ endYear: 2101 }, { endYear: "End year must be between 1900 and 2100" }],
      [{ startYear: 2012, endYear: 2011 }, { endYear: "End year cannot be before the start year" }],
    ];
    for (const [input, fields] of cases) {
      const res = await gql(
        app.url,
        CareersAddEducationDocument,
        { input: { ...EDUCATION, ...input } },
        ana,
      );
      expect([input, refusal(res)]).toEqual([input, { code: "BAD_USER_INPUT", fields }]);
    }
    expect((await careersOf(ana.id)).education).toEqual([]);
  });

  it("lists ongoing entries first, then by end year, then start year, newest first", async () => {
    const ana = await member();
    const school = await addEducation(ana, { school: "School", startYear: 1998, endYear: 2004 });
    const masters = await addEducation(ana, { school: "Masters", startYear: 2010, endYear: 2012 });
    const phd = await addEducation(ana, { school: "PhD", startYear: 2012 });
    const course = await addEducation(ana, { school: "Course", startYear: 2011, endYear: 2012 });
    const evening = await addEducation(ana, { school: "Evening", startYear: 2020 });
    const ids = (await careersOf(ana.id)).education.map((e) => e.id);
    expect(ids).toEqual([evening.id, phd.id, course.id, masters.id, school.id]);
  });

  it("is at most 30 entries per member", async () => {
    const ana = await member();
    for (let i = 0; i < 30; i++) await addEducation(ana, { school: `School ${i}` });
    const res = await gql(app.url, CareersAddEducationDocument, { input: EDUCATION }, ana);
    expect(refusal(res)).toEqual({
      code: "BAD_USER_INPUT",
      fields: { input: "You can list at most 30 education entries" },
    });
  });
});

describe("who may change what", () => {
  it("answers NOT_FOUND for another member's entries, leaving them as they were", async () => {
    const [ana, ben] = [await member(), await member()];
    const position = await addPosition(ana);
    const entry = await addEducation(ana);
    const attempts = [
      gql(app.url, CareersUpdatePositionDocument, { id: position.id, input: POSITION }, ben),
      gql(app.url, CareersDeletePositionDocument, { id: position.id }, ben),
      gql(app.url, CareersUpdateEducationDocument, { id: entry.id, input: EDUCATION }, ben),
      gql(app.url, CareersDeleteEducationDocument, { id: entry.id }, ben),
      // A malformed id finds nothing, as an unknown one does.
      gql(app.url, CareersDeletePositionDocument, { id: "not-an-id" }, ana),
      gql(app.url, CareersDeleteEducationDocument, { id: crypto.randomUUID() }, ana),
    ];
    for (const res of await Promise.all(attempts)) expect(errorCode(res)).toBe("NOT_FOUND");
    const after = await careersOf(ana.id);
    expect(after.positions).toEqual([position]);
    expect(after.education).toEqual([entry]);
  });

  it("refuses visitors with UNAUTHENTICATED", async () => {
    const ana = await member();
    const position = await addPosition(ana);
    const entry = await addEducation(ana);
    const attempts = [
      gql(app.url, CareersAddPositionDocument, { input: POSITION }),
      gql(app.url, CareersUpdatePositionDocument, { id: position.id, input: POSITION }),
      gql(app.url, CareersDeletePositionDocument, { id: position.id }),
      gql(app.url, CareersAddEducationDocument, { input: EDUCATION }),
      gql(app.url, CareersUpdateEducationDocument, { id: entry.id, input: EDUCATION }),
      gql(app.url, CareersDeleteEducationDocument, { id: entry.id }),
    ];
    for (const res of await Promise.all(attempts)) expect(errorCode(res)).toBe("UNAUTHENTICATED");
    // Visitors still read them.
    const seen = await careersOf(ana.id);
    expect([seen.positions, seen.education]).toEqual([[position], [entry]]);
  });
});

describe("a hidden profile", () => {
  it("shows its positions and education to the member and super admins only", async () => {
    const [ana, ben] = [await member(), await member()];
    const admin = await makeMember(app.url, { email: ADMIN_EMAIL });
    const position = await addPosition(ana);
    const entry = await addEducation(ana);
    const hide = await gql(app.url, CareersHideProfileDocument, { visible: false }, ana);
    expect(hide.data).toEqual({ updateSettings: { profileVisible: false } });

    const seenBy = async (viewer?: Member) => {
      const profile = await careersOf(ana.id, viewer);
      return [profile.positions.length, profile.education.length];
    };
    expect(await seenBy(ben)).toEqual([0, 0]);
    expect(await seenBy()).toEqual([0, 0]);
    expect(await seenBy(ana)).toEqual([1, 1]);
    expect(await seenBy(admin)).toEqual([1, 1]);
    expect((await careersOf(ana.id, ana)).positions).toEqual([position]);
    expect((await careersOf(ana.id, admin)).education).toEqual([entry]);

    await gql(app.url, CareersHideProfileDocument, { visible: true }, ana);
    expect(await seenBy(ben)).toEqual([1, 1]);
  });
});

describe("a page of members", () => {
  it("reads positions and education in one statement each, whatever the number of members", async () => {
    const statements = async (owner: Member, careers: boolean) => {
      const res = await gql(app.url, CareersFollowersDocument, { id: owner.id, careers }, owner);
      expect(res.errors).toBeUndefined();
      return Number(res.headers.get("x-sql-statements"));
    };
    const withFollowers = async (count: number) => {
      const owner = await member();
      for (let i = 0; i < count; i++) {
        const fan = await member();
        await addPosition(fan, { title: `Fan ${i}` });
        await addPosition(fan, { title: `Fan ${i} before`, endMonth: "2021-01" });
        await addEducation(fan, { school: `School ${i}` });
        const res = await gql(
          app.url,
          `mutation ($id: ID!) { follow(userId: $id) { id } }`,
          { id: owner.id },
          fan,
        );
        expect(res.errors).toBeUndefined();
      }
      // The owner's session is read by its first request, then remembered by the server.
      await gql(app.url, `{ me { id } }`, {}, owner);
      return owner;
    };
    const [few, many] = [await withFollowers(2), await withFollowers(6)];
    const cost = async (owner: Member) => ({
      without: await statements(owner, false),
      with: await statements(owner, true),
    });
    const [small, large] = [await cost(few), await cost(many)];
    expect(large).toEqual(small);
    expect(small.with - small.without).toBe(2);
    const res = await gql(app.url, CareersFollowersDocument, { id: many.id, careers: true }, many);
    const nodes = res.data!.followers.edges.map((edge) => edge.node);
    expect(nodes).toHaveLength(6);
    for (const node of nodes) {
      expect(node.positions).toHaveLength(2);
      expect(node.education).toHaveLength(1);
    }
  });
});

describe("ties for suggestions", () => {
  const tie = (name: string) => careers.memberTies.find((each) => each.name === name)!;
  const tiesOf = async (name: string, viewer: Member, among: Member[]) => {
    const rows: { member_id: string; label: string }[] = await app.db.query(
      tie(name).sql("$1::uuid"),
      [viewer.id],
    );
    const ids = new Set(among.map((each) => each.id));
    return rows
      .filter((row) => ids.has(row.member_id))
      .map((row) => [among.findIndex((each) => each.id === row.member_id), row.label])
      .sort();
  };

  it("weigh a shared company 5 and a shared school 4", () => {
    expect(careers.memberTies.map(({ name, weight }) => ({ name, weight }))).toEqual([
      { name: "company", weight: 5 },
      { name: "school", weight: 4 },
    ]);
  });

  it("find members at the viewer's companies at the same time, or with it as their company", async () => {
    const company = `Acme ${crypto.randomUUID().slice(0, 8)}`;
    const other = `Globex ${crypto.randomUUID().slice(0, 8)}`;
    const [viewer, a, b, c, d, e, f] = await Promise.all(Array.from({ length: 7 }, member));
    await addPosition(viewer, { company, startMonth: "2015-01", endMonth: "2018-12" });
    await addPosition(viewer, { company: other, startMonth: "2019-01" });
    // a: at the same company in overlapping months, written otherwise.
    await addPosition(a, {
      company: ` ${company.toUpperCase()} `,
      startMonth: "2018-06",
      endMonth: "2020-01",
    });
    // b: at the same company, but after the viewer left.
    await addPosition(b, { company, startMonth: "2019-01" });
    // c: currently at the viewer's current company, twice: one tie.
    await addPosition(c, { company: other.toLowerCase(), startMonth: "2024-01" });
    await addPosition(c, {
      company: other.toLowerCase(),
      startMonth: "2020-01",
      endMonth: "2022-01",
    });
    // d: names the viewer's current company on the profile.
    await gql(app.url, CareersSetCompanyDocument, { company: `  ${other} ` }, d);
    // e: both companies, but the profile is hidden.
    await addPosition(e, { company: other, startMonth: "2019-01" });
    await gql(app.url, CareersHideProfileDocument, { visible: false }, e);
    // f: another company.
    await addPosition(f, { company: "Initech", startMonth: "2015-01" });

    expect(await tiesOf("company", viewer, [viewer, a, b, c, d, e, f])).toEqual([
      [1, `Also at ${company.toUpperCase()}`],
      [3, `Also at ${other.toLowerCase()}`],
      [4, `Also at ${other}`],
    ]);

    // The viewer's own Profile.company counts as their present company.
    const g = await member();
    await addPosition(g, { company: "Hooli", startMonth: "2010-01" });
    await gql(app.url, CareersSetCompanyDocument, { company: "hooli" }, viewer);
    expect(await tiesOf("company", viewer, [viewer, g])).toEqual([[1, "Also at Hooli"]]);
  });

  it("find members who studied at the viewer's schools", async () => {
    const school = `TU ${crypto.randomUUID().slice(0, 8)}`;
    const [viewer, a, b, c] = await Promise.all(Array.from({ length: 4 }, member));
    await addEducation(viewer, { school, startYear: 2005, endYear: 2009 });
    await addEducation(a, { school: school.toLowerCase(), startYear: 1990, endYear: 1994 });
    await addEducation(a, { school: school.toLowerCase(), degree: "PhD" });
    await addEducation(b, { school: `${school} Munich` });
    await addEducation(c, { school });
    await gql(app.url, CareersHideProfileDocument, { visible: false }, c);
    expect(await tiesOf("school", viewer, [viewer, a, b, c])).toEqual([
      [1, `Also studied at ${school.toLowerCase()}`],
    ]);
  });
});

describe("a deleted account", () => {
  it("takes its positions and education with it", async () => {
    const ana = await member();
    await addPosition(ana);
    await addEducation(ana);
    await app.db.query(`DELETE FROM users WHERE id = $1`, [ana.id]);
    const [left] = await app.db.query(
      `SELECT (SELECT count(*)::int FROM positions WHERE user_id = $1) AS positions,
              (SELECT count(*)::int FROM education WHERE user_id = $1) AS education`,
      [ana.id],
    );
    expect(left).toEqual({ positions: 0, education: 0 });
  });
});
