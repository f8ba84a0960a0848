import {MigrationInterface, QueryRunner} from "typeorm";

// Written by hand: TypeORM would drop the column and add it again, losing every stored reference.
export class MessageReferences1796235497579 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "submission" ALTER COLUMN "reference" TYPE character varying(12)`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "submission" ALTER COLUMN "reference" TYPE character varying(11)`, undefined);
   }

}
