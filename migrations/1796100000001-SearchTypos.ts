import type { MigrationInterface, QueryRunner } from "typeorm";

/** The searchable content and the text columns its search document is made of. */
const SOURCES: Record<string, string[]> = {
  articles: ["title", "content"],
  forum_posts: ["title", "content"],
  events: ["title", "description", "location"],
  groups: ["name", "description"],
  business_ideas: ["title", "description", "location"],
  business_pages: ["name", "description"],
};

/**
 * Typo-tolerant search over the words of content ('mentorng' finds 'Mentoring juniors', 'handbok' the
 * handbook), indexed and cheap however long the texts are:
 *
 * - `search_words` is the vocabulary: every word (lower case, as written, 3 to 40 characters) that the
 *   searchable texts contain, with a trigram index. A trigger on each searchable table adds the words of
 *   a new or edited row; words are never removed (one no text has any more only widens a query to
 *   nothing).
 * - `search_typo_query(term)` turns the search text into a full-text query in which each word that no
 *   text contains (stop words aside) may also be one of the five closest words of the vocabulary
 *   (trigram similarity of at least 0.4), stemmed as the search documents are. A word some text contains
 *   is taken as meant, so a correctly spelt search matches what it always did. Sources match it against their search documents through
 *   their existing GIN indexes; the search runs it once per search (search.service.ts).
 *
 * Plus a trigram index on article titles, for the title-similarity and prefix matches every other kind of
 * content already has.
 */
export class SearchTypos1796100000001 implements MigrationInterface {
  name = "SearchTypos1796100000001";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "search_words" (
        "word" text NOT NULL,
        CONSTRAINT "PK_search_words" PRIMARY KEY ("word")
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_search_words_trgm" ON "search_words" USING gin ("word" gin_trgm_ops)`,
    );
    // The words of the columns named as the trigger's arguments. New words go in sorted, so two writers
    // adding the same new words take their locks in the same order.
    await queryRunner.query(`
      CREATE FUNCTION search_words_collect() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        fields jsonb := to_jsonb(NEW);
        field text;
        body text := '';
      BEGIN
        FOREACH field IN ARRAY TG_ARGV LOOP
          body := body || ' ' || coalesce(fields->>field, '');
        END LOOP;
        INSERT INTO search_words (word)
        SELECT w FROM unnest(tsvector_to_array(to_tsvector('simple', body))) w
         WHERE length(w) BETWEEN 3 AND 40
           AND NOT EXISTS (SELECT 1 FROM search_words s WHERE s.word = w)
         ORDER BY w
        ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE FUNCTION search_typo_query(term text) RETURNS tsquery
        LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
      DECLARE
        token text;
        near text;
        alternatives tsquery;
        result tsquery;
      BEGIN
        FOREACH token IN ARRAY tsvector_to_array(to_tsvector('simple', term)) LOOP
          alternatives := plainto_tsquery('english', token);
          -- A stop word constrains nothing; short words have too few trigrams to correct, and a word
          -- some text contains is taken as meant.
          CONTINUE WHEN numnode(alternatives) = 0;
          IF length(token) >= 4 AND NOT EXISTS (SELECT 1 FROM search_words v WHERE v.word = token) THEN
            FOR near IN
              SELECT v.word FROM search_words v
               WHERE v.word % token AND v.word <> token AND similarity(v.word, token) >= 0.4
               ORDER BY similarity(v.word, token) DESC, v.word
               LIMIT 5
            LOOP
              alternatives := alternatives || plainto_tsquery('english', near);
            END LOOP;
          END IF;
          result := CASE WHEN result IS NULL THEN alternatives ELSE result && alternatives END;
        END LOOP;
        RETURN result;
      END $$`);
    for (const [table, columns] of Object.entries(SOURCES)) {
      const list = columns.map((c) => `"${c}"`).join(", ");
      const args = columns.map((c) => `'${c}'`).join(", ");
      await queryRunner.query(
        `CREATE TRIGGER "TR_${table}_search_words" AFTER INSERT OR UPDATE OF ${list} ON "${table}"
           FOR EACH ROW EXECUTE FUNCTION search_words_collect(${args})`,
      );
    }
    const texts = Object.entries(SOURCES)
      .map(
        ([table, columns]) =>
          `SELECT ${columns.map((c) => `coalesce("${c}", '')`).join(` || ' ' || `)} AS body FROM "${table}"`,
      )
      .join("\nUNION ALL\n");
    await queryRunner.query(`
      INSERT INTO search_words (word)
      SELECT DISTINCT w FROM (${texts}) t, unnest(tsvector_to_array(to_tsvector('simple', t.body))) w
       WHERE length(w) BETWEEN 3 AND 40
      ON CONFLICT DO NOTHING`);

    await queryRunner.query(
      `CREATE INDEX "IDX_articles_title_trgm" ON "articles" USING gin ("title" gin_trgm_ops)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_articles_title_trgm"`);
    for (const table of Object.keys(SOURCES))
      await queryRunner.query(`DROP TRIGGER "TR_${table}_search_words" ON "${table}"`);
    await queryRunner.query(`DROP FUNCTION search_typo_query(text)`);
    await queryRunner.query(`DROP FUNCTION search_words_collect()`);
    await queryRunner.query(`DROP TABLE "search_words"`);
  }
}
