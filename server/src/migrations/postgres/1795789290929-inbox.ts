import {MigrationInterface, QueryRunner} from "typeorm";
import { backfillInbox } from "../inboxBackfill.ts";

export class Inbox1795789290929 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "submission" ADD "sender" character varying(400) NOT NULL DEFAULT ''`, undefined);
        await queryRunner.query(`ALTER TABLE "submission" ADD "summary" text NOT NULL DEFAULT ''`, undefined);
        await queryRunner.query(`ALTER TABLE "submission" ADD "status" character varying(16) NOT NULL DEFAULT 'new'`, undefined);
        await queryRunner.query(`ALTER TABLE "submission" ADD "handledAt" TIMESTAMP`, undefined);
        await queryRunner.query(`ALTER TABLE "submission" ADD "handledBy" character varying(200)`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_04a58564ad172e19f4ba1ca5d3" ON "submission" ("status") `, undefined);
        await backfillInbox(queryRunner);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "public"."IDX_04a58564ad172e19f4ba1ca5d3"`, undefined);
        await queryRunner.query(`ALTER TABLE "submission" DROP COLUMN "handledBy"`, undefined);
        await queryRunner.query(`ALTER TABLE "submission" DROP COLUMN "handledAt"`, undefined);
        await queryRunner.query(`ALTER TABLE "submission" DROP COLUMN "status"`, undefined);
        await queryRunner.query(`ALTER TABLE "submission" DROP COLUMN "summary"`, undefined);
        await queryRunner.query(`ALTER TABLE "submission" DROP COLUMN "sender"`, undefined);
   }

}
