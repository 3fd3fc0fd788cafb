import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Connection counts from the indexes alone: each part of a relation (connections.relations.ts) is counted
 * by an index-only scan, on the target's or the initiator's side, with the other end carried in the
 * index for the check that no friendship joins the two the other way. The keyset indexes stay for the
 * lists' order.
 */
export class ConnectionCountIndexes1796300000001 implements MigrationInterface {
  name = "ConnectionCountIndexes1796300000001";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_connections_target_members" ON "connections" ("connected_user_id", "status") INCLUDE ("user_id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_connections_initiator_members" ON "connections" ("user_id", "status") INCLUDE ("connected_user_id")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_connections_initiator_members"`);
    await queryRunner.query(`DROP INDEX "IDX_connections_target_members"`);
  }
}
