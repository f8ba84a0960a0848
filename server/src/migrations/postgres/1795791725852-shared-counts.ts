import {MigrationInterface, QueryRunner} from "typeorm";

export class SharedCounts1795791725852 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "rate_count" ("key" character varying(200) NOT NULL, "count" integer NOT NULL, "resetAt" bigint NOT NULL, "lockedUntil" bigint NOT NULL DEFAULT '0', CONSTRAINT "PK_5cf25b685a275ea635f59c69405" PRIMARY KEY ("key"))`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP TABLE "rate_count"`, undefined);
   }

}
