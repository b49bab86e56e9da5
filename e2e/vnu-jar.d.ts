/** The part of vnu-jar's API that e2e/html-validity.spec.ts uses (the package has no types). */
declare module "vnu-jar" {
  /** The path of vnu.jar, as a String object. */
  const vnuJar: { toString(): string };
  export default vnuJar;
}
