import {MigrationInterface, QueryRunner} from "typeorm";

export class OrderCartIndex1796616785871 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE INDEX "IDX_order_placed_in_session" ON "order" ("customFieldsPlacedinsession") `, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "public"."IDX_order_placed_in_session"`, undefined);
   }

}
