// Mentions and tags in rendered texts: the shared RichText (plain texts: posts, comments, messages) and
// Markdown (articles, forum posts) link `@username` to the profile and `#word` to its tag page, only for
// the members the server stored, and nothing else of the text becomes markup.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, useLocation } from "react-router-dom";
import { Markdown } from "../../client/src/components/Markdown";
import { RichText } from "../../client/src/components/RichText";
import { AppThemeProvider } from "../../client/src/theme/AppThemeProvider";

const ANA = { id: "a0000000-0000-4000-8000-000000000001", username: "ana" };
const ANA_LEE = { id: "a0000000-0000-4000-8000-000000000002", username: "ana.lee" };

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderText(ui: React.ReactNode) {
  const user = userEvent.setup();
  const utils = render(
    <AppThemeProvider>
      <MemoryRouter initialEntries={["/feed"]}>
        <div data-testid="text">{ui}</div>
        <Where />
      </MemoryRouter>
    </AppThemeProvider>,
  );
  return { ...utils, user, box: screen.getByTestId("text") };
}

describe("RichText (plain texts)", () => {
  it("links a stored @mention to the profile and #tag to its page, in the same tab", async () => {
    const { box, user } = renderText(
      <RichText text={"Welcome @Ana to #Rust!\nSee you."} mentions={[ANA]} />,
    );
    const mention = within(box).getByRole("link", { name: "@Ana" });
    expect(mention).toHaveAttribute("href", `/profile/${ANA.id}`);
    expect(mention).not.toHaveAttribute("target");
    expect(within(box).getByRole("link", { name: "#Rust" })).toHaveAttribute("href", "/tags/rust");
    expect(box).toHaveTextContent("Welcome @Ana to #Rust! See you.");

    await user.click(mention);
    expect(screen.getByTestId("location")).toHaveTextContent(`/profile/${ANA.id}`);
  });

  it("picks the longest stored username among the run and its prefixes before a '.' or '-'", () => {
    const { box } = renderText(
      <RichText text="Thanks @ana.lee. And @ana.leeway too, @ana-x." mentions={[ANA, ANA_LEE]} />,
    );
    const links = within(box).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(["@ana.lee", "@ana", "@ana"]);
    expect(links[0]).toHaveAttribute("href", `/profile/${ANA_LEE.id}`);
    expect(links[1]).toHaveAttribute("href", `/profile/${ANA.id}`);
    expect(links[2]).toHaveAttribute("href", `/profile/${ANA.id}`);
    expect(box).toHaveTextContent("Thanks @ana.lee. And @ana.leeway too, @ana-x.");
  });

  it("leaves an @name the server did not store, an e-mail and C# as plain text", () => {
    const { box } = renderText(
      <RichText
        text="Hi @nobody, write to ana@example.com about C# and https://x.io/#frag"
        mentions={[ANA]}
      />,
    );
    expect(within(box).queryAllByRole("link")).toHaveLength(0);
    expect(box).toHaveTextContent(
      "Hi @nobody, write to ana@example.com about C# and https://x.io/#frag",
    );
  });

  it("renders markup in the text as text (XSS-safe)", () => {
    const attack = '<img src=x onerror="alert(1)"><script>alert(2)</script> @ana #tag';
    const { box } = renderText(<RichText text={attack} mentions={[ANA]} />);
    expect(box.querySelector("img, script")).toBeNull();
    expect(box).toHaveTextContent(
      '<img src=x onerror="alert(1)"><script>alert(2)</script> @ana #tag',
    );
    expect(
      within(box)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["@ana", "#tag"]);
  });

  it("can leave tags as text (messages have none)", () => {
    const { box } = renderText(<RichText text="@ana #rust" mentions={[ANA]} tags={false} />);
    expect(
      within(box)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["@ana"]);
  });
});

describe("Markdown with mentions", () => {
  it("links mentions and tags in text, but not in code spans, code blocks or existing links", () => {
    const { box } = renderText(
      <Markdown mentions={[ANA, ANA_LEE]}>
        {[
          "Hello **@ana**, about #rust_lang, thanks @ana.lee.",
          "",
          "`@ana #inline`",
          "",
          "```",
          "@ana #block",
          "```",
          "",
          "[@ana #linked](https://example.com)",
        ].join("\n")}
      </Markdown>,
    );
    const links = within(box).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      "@ana",
      "#rust_lang",
      "@ana.lee",
      "@ana #linked",
    ]);
    expect(links[0]).toHaveAttribute("href", `/profile/${ANA.id}`);
    expect(links[1]).toHaveAttribute("href", "/tags/rust_lang");
    expect(links[2]).toHaveAttribute("href", `/profile/${ANA_LEE.id}`);
    expect(links[3]).toHaveAttribute("href", "https://example.com");
    expect(box.querySelector("code")).toHaveTextContent("@ana #inline");
    expect(box.querySelector("pre")).toHaveTextContent("@ana #block");
  });

  it("keeps raw HTML as text and unknown names unlinked", () => {
    const { box } = renderText(
      <Markdown mentions={[]}>{'<img src=x onerror="alert(1)"> hi @ana'}</Markdown>,
    );
    expect(box.querySelector("img")).toBeNull();
    expect(within(box).queryAllByRole("link")).toHaveLength(0);
    expect(box).toHaveTextContent('<img src=x onerror="alert(1)"> hi @ana');
  });
});
