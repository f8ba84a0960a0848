import {MigrationInterface, QueryRunner} from "typeorm";

export class SharedCounts1795791731356 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "rate_count" ("key" varchar(200) PRIMARY KEY NOT NULL, "count" integer NOT NULL, "resetAt" bigint NOT NULL, "lockedUntil" bigint NOT NULL DEFAULT (0))`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP TABLE "rate_count"`, undefined);
   }

}
