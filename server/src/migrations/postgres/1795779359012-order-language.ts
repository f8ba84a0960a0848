import {MigrationInterface, QueryRunner} from "typeorm";

export class OrderLanguage1795779359012 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsPlacedinlanguage" character varying(255)`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsPlacedinlanguage"`, undefined);
   }

}
