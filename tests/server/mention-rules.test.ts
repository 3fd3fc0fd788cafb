// What counts as a mention (@username) and a tag (#word) in members' texts (server/modules/mentions/rules.ts,
// the client's @rules/mentions): no database, the rules alone.
import {
  findMentionsAndTags,
  MENTION_LIMITS,
  normalizeTag,
  tokenize,
} from "../../server/modules/mentions/rules";

const mentions = (text: string) => findMentionsAndTags(text).mentions;
const tags = (text: string) => findMentionsAndTags(text).tags;

describe("mentions", () => {
  it("are @ and a username's characters, lower-case, each run once", () => {
    expect(mentions("Thanks @Ana and @bob_99, and @ANA again")).toEqual([["ana"], ["bob_99"]]);
    expect(mentions("(@ana) @ana's talk, @bob!")).toEqual([["ana"], ["bob"]]);
  });

  it("leave a trailing . or - out, and offer the shorter usernames a run may name, longest first", () => {
    expect(mentions("Ask @ana.lee. Or @bob-")).toEqual([["ana.lee", "ana"], ["bob"]]);
    expect(mentions("@ana_b.c-d")).toEqual([["ana_b.c-d", "ana_b.c", "ana_b"]]);
    expect(tokenize("Hi @ana.lee.")).toEqual([
      { kind: "text", text: "Hi " },
      { kind: "mention", text: "@ana.lee", candidates: ["ana.lee", "ana"] },
      { kind: "text", text: "." },
    ]);
  });

  it("are never e-mail addresses nor an @ inside a word, a path or another handle", () => {
    expect(mentions("Write to ana@example.com or ana.lee+x@mail.example.org")).toEqual([]);
    expect(mentions("x@ana, /@ana, @@ana, #@ana, @ana@example.com")).toEqual([]);
  });

  it("are never in code spans, fenced code, URLs or a link's target", () => {
    expect(mentions("`@ana` and ``@bob `x` `` end")).toEqual([]);
    expect(mentions("```\n@ana\n```\n~~~\n@bob\n~~~\n@carl")).toEqual([["carl"]]);
    expect(
      mentions("https://example.com/@ana www.example.com/@bob [see](https://x.io/@carl)"),
    ).toEqual([]);
    expect(mentions("[@dana](https://x.io) says hi")).toEqual([["dana"]]);
  });

  it("are at most usernameMax long and at most mentionsPerText per text", () => {
    const long = "a".repeat(MENTION_LIMITS.usernameMax);
    expect(mentions(`@${long}`)).toEqual([[long]]);
    expect(mentions(`@${long}b`)).toEqual([]);
    // A run longer than a username still offers its prefixes before a '.'.
    expect(mentions(`@ana.${long}`)).toEqual([["ana"]]);
    const many = Array.from({ length: MENTION_LIMITS.mentionsPerText + 5 }, (_, i) => `@m${i}x`);
    expect(mentions(many.join(" "))).toHaveLength(MENTION_LIMITS.mentionsPerText);
  });
});

describe("tags", () => {
  it("are # and 2–50 letters, digits or _, lower-case without the #, each once", () => {
    expect(tags("#Rust and #rust, #RUST; #web_dev #2024")).toEqual(["rust", "web_dev", "2024"]);
    expect(tags("#a #" + "x".repeat(51))).toEqual([]);
    expect(tags("#" + "x".repeat(50))).toEqual(["x".repeat(50)]);
  });

  it("end at punctuation", () => {
    expect(tags("Love #rust. Also #go, #js! (#ts) #node-js #py's")).toEqual([
      "rust",
      "go",
      "js",
      "ts",
      "node",
      "py",
    ]);
  });

  it("are not C#, an HTML entity, a URL's fragment, or a # inside a word", () => {
    expect(tags("I write C# and F#; &#39; x#y a_#b #cc#dd")).toEqual(["cc"]);
    expect(
      tags("https://example.com/page#section www.example.com/#top example.com/#anchor"),
    ).toEqual([]);
  });

  it("are not in code", () => {
    expect(tags("`#code` ```\n#fenced\n``` #real")).toEqual(["real"]);
  });

  it("take letters of any script", () => {
    expect(tags("#Über #日本語 #café")).toEqual(["über", "日本語", "café"]);
  });

  it("are at most tagsPerText per text", () => {
    const many = Array.from({ length: MENTION_LIMITS.tagsPerText + 5 }, (_, i) => `#tag${i}`);
    expect(tags(many.join(" "))).toHaveLength(MENTION_LIMITS.tagsPerText);
  });
});

describe("normalizeTag", () => {
  it("keeps a valid name lower-case without '#', and refuses the rest", () => {
    expect(normalizeTag("#Rust")).toBe("rust");
    expect(normalizeTag(" hiring ")).toBe("hiring");
    expect(normalizeTag("#Über")).toBe("über");
    expect(normalizeTag("r")).toBeNull();
    expect(normalizeTag("C#")).toBeNull();
    expect(normalizeTag("two words")).toBeNull();
    expect(normalizeTag("x".repeat(51))).toBeNull();
  });
});

describe("tokenize", () => {
  it("splits a text into plain runs, mentions and tags, losing nothing", () => {
    const text = "Hi @ana, see `#code` and #Rust. Mail ana@example.com";
    const tokens = tokenize(text);
    expect(tokens.map((t) => t.text).join("")).toBe(text);
    expect(tokens.filter((t) => t.kind !== "text")).toEqual([
      { kind: "mention", text: "@ana", candidates: ["ana"] },
      { kind: "tag", text: "#Rust", tag: "rust" },
    ]);
  });
});
