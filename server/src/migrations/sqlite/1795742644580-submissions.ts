import {MigrationInterface, QueryRunner} from "typeorm";

export class Submissions1795742644580 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "submission" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "reference" varchar(11) NOT NULL, "kind" varchar(32) NOT NULL, "payload" text NOT NULL, "idempotencyKey" varchar(200), "client" varchar(64), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL)`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_162b70264e09020064edc46ab5" ON "submission" ("reference") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_cb1af8f74c0cd8dc6da44033cd" ON "submission" ("idempotencyKey") `, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "IDX_cb1af8f74c0cd8dc6da44033cd"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_162b70264e09020064edc46ab5"`, undefined);
        await queryRunner.query(`DROP TABLE "submission"`, undefined);
   }

}
