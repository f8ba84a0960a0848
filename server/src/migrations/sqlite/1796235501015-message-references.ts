import {MigrationInterface, QueryRunner} from "typeorm";

export class MessageReferences1796235501015 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "IDX_04a58564ad172e19f4ba1ca5d3"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_162b70264e09020064edc46ab5"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_cb1af8f74c0cd8dc6da44033cd"`, undefined);
        await queryRunner.query(`CREATE TABLE "temporary_submission" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "reference" varchar(12) NOT NULL, "kind" varchar(32) NOT NULL, "payload" text NOT NULL, "idempotencyKey" varchar(200), "client" varchar(64), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "sender" varchar(400) NOT NULL DEFAULT (''), "summary" text NOT NULL DEFAULT (''), "status" varchar(16) NOT NULL DEFAULT ('new'), "handledAt" datetime, "handledBy" varchar(200))`, undefined);
        await queryRunner.query(`INSERT INTO "temporary_submission"("createdAt", "updatedAt", "reference", "kind", "payload", "idempotencyKey", "client", "id", "sender", "summary", "status", "handledAt", "handledBy") SELECT "createdAt", "updatedAt", "reference", "kind", "payload", "idempotencyKey", "client", "id", "sender", "summary", "status", "handledAt", "handledBy" FROM "submission"`, undefined);
        await queryRunner.query(`DROP TABLE "submission"`, undefined);
        await queryRunner.query(`ALTER TABLE "temporary_submission" RENAME TO "submission"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_04a58564ad172e19f4ba1ca5d3" ON "submission" ("status") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_162b70264e09020064edc46ab5" ON "submission" ("reference") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_cb1af8f74c0cd8dc6da44033cd" ON "submission" ("idempotencyKey") `, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "IDX_cb1af8f74c0cd8dc6da44033cd"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_162b70264e09020064edc46ab5"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_04a58564ad172e19f4ba1ca5d3"`, undefined);
        await queryRunner.query(`ALTER TABLE "submission" RENAME TO "temporary_submission"`, undefined);
        await queryRunner.query(`CREATE TABLE "submission" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "reference" varchar(11) NOT NULL, "kind" varchar(32) NOT NULL, "payload" text NOT NULL, "idempotencyKey" varchar(200), "client" varchar(64), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "sender" varchar(400) NOT NULL DEFAULT (''), "summary" text NOT NULL DEFAULT (''), "status" varchar(16) NOT NULL DEFAULT ('new'), "handledAt" datetime, "handledBy" varchar(200))`, undefined);
        await queryRunner.query(`INSERT INTO "submission"("createdAt", "updatedAt", "reference", "kind", "payload", "idempotencyKey", "client", "id", "sender", "summary", "status", "handledAt", "handledBy") SELECT "createdAt", "updatedAt", "reference", "kind", "payload", "idempotencyKey", "client", "id", "sender", "summary", "status", "handledAt", "handledBy" FROM "temporary_submission"`, undefined);
        await queryRunner.query(`DROP TABLE "temporary_submission"`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_cb1af8f74c0cd8dc6da44033cd" ON "submission" ("idempotencyKey") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_162b70264e09020064edc46ab5" ON "submission" ("reference") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_04a58564ad172e19f4ba1ca5d3" ON "submission" ("status") `, undefined);
   }

}
