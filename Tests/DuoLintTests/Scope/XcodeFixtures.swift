@testable import DuoLint
@testable import DuoLintBuild

/// Hand-written `project.pbxproj` files in Xcode's own format, and an in-memory file system to read them from.
enum XcodeFixtures {
    /// A classic project (groups, no synchronized folders) at `/work/Journal/Journal.xcodeproj`: an iOS app, a
    /// watch app sharing `Shared/Model.swift` with it, macOS, tvOS and visionOS apps, unit and UI test bundles, an
    /// aggregate target; nested `<group>` paths, a group without a path, `SOURCE_ROOT`, `<absolute>` and
    /// `BUILT_PRODUCTS_DIR` references, a `../` path, a Core Data model (`XCVersionGroup`) and a localized
    /// `PBXVariantGroup` in the Sources phase.
    static let classicPath = "/work/Journal/Journal.xcodeproj/project.pbxproj"
    static let classic = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tclasses = {
        \t};
        \tobjectVersion = 56;
        \tobjects = {

        /* Begin PBXAggregateTarget section */
        \t\tAA0000000000000000000008 /* Lint */ = {
        \t\t\tisa = PBXAggregateTarget;
        \t\t\tbuildConfigurationList = CC0000000000000000000008 /* Build configuration list for PBXAggregateTarget "Lint" */;
        \t\t\tbuildPhases = (
        \t\t\t);
        \t\t\tdependencies = (
        \t\t\t);
        \t\t\tname = Lint;
        \t\t\tproductName = Lint;
        \t\t};
        /* End PBXAggregateTarget section */

        /* Begin PBXBuildFile section */
        \t\tBB0000000000000000000001 /* ContentView.swift in Sources */ = {isa = PBXBuildFile; fileRef = FF0000000000000000000001 /* ContentView.swift */; };
        \t\tBB0000000000000000000002 /* JournalApp.swift in Sources */ = {isa = PBXBuildFile; fileRef = FF0000000000000000000002 /* JournalApp.swift */; };
        \t\tBB0000000000000000000003 /* Model.swift in Sources */ = {isa = PBXBuildFile; fileRef = FF0000000000000000000003 /* Model.swift */; };
        \t\tBB0000000000000000000004 /* Generated.swift in Sources */ = {isa = PBXBuildFile; fileRef = FF0000000000000000000011 /* Generated.swift */; };
        \t\tBB0000000000000000000005 /* Absolute.swift in Sources */ = {isa = PBXBuildFile; fileRef = FF0000000000000000000012 /* Absolute.swift */; };
        \t\tBB0000000000000000000006 /* Legacy.swift in Sources */ = {isa = PBXBuildFile; fileRef = FF0000000000000000000013 /* Legacy.swift */; };
        \t\tBB0000000000000000000007 /* Journal.xcdatamodeld in Sources */ = {isa = PBXBuildFile; fileRef = DD0000000000000000000001 /* Journal.xcdatamodeld */; };
        \t\tBB0000000000000000000008 /* WatchView.swift in Sources */ = {isa = PBXBuildFile; fileRef = FF0000000000000000000004 /* WatchView.swift */; };
        \t\tBB0000000000000000000009 /* Model.swift in Sources */ = {isa = PBXBuildFile; fileRef = FF0000000000000000000003 /* Model.swift */; };
        \t\tBB0000000000000000000010 /* MacView.swift in Sources */ = {isa = PBXBuildFile; fileRef = FF0000000000000000000005 /* MacView.swift */; };
        \t\tBB0000000000000000000011 /* WatchAndMac.swift in Sources */ = {isa = PBXBuildFile; fileRef = FF0000000000000000000016 /* WatchAndMac.swift */; };
        \t\tBB0000000000000000000012 /* JournalTests.swift in Sources */ = {isa = PBXBuildFile; fileRef = FF0000000000000000000006 /* JournalTests.swift */; };
        \t\tBB0000000000000000000013 /* JournalUITests.swift in Sources */ = {isa = PBXBuildFile; fileRef = FF0000000000000000000007 /* JournalUITests.swift */; };
        \t\tBB0000000000000000000014 /* WatchAndMac.swift in Sources */ = {isa = PBXBuildFile; fileRef = FF0000000000000000000016 /* WatchAndMac.swift */; };
        \t\tBB0000000000000000000015 /* Helpers.swift in Sources */ = {isa = PBXBuildFile; fileRef = FF0000000000000000000015 /* Helpers.swift */; };
        \t\tBB0000000000000000000016 /* TVView.swift in Sources */ = {isa = PBXBuildFile; fileRef = FF0000000000000000000008 /* TVView.swift */; };
        \t\tBB0000000000000000000017 /* VisionView.swift in Sources */ = {isa = PBXBuildFile; fileRef = FF0000000000000000000009 /* VisionView.swift */; };
        \t\tBB0000000000000000000018 /* Strings.swift in Sources */ = {isa = PBXBuildFile; fileRef = EE0000000000000000000001 /* Strings.swift */; };
        \t\tBB0000000000000000000019 /* Assets.xcassets in Resources */ = {isa = PBXBuildFile; fileRef = FF0000000000000000000017 /* Assets.xcassets */; };
        \t\tBB0000000000000000000020 /* TestSupport.swift in Sources */ = {isa = PBXBuildFile; fileRef = FF0000000000000000000018 /* TestSupport.swift */; };
        \t\tBB0000000000000000000021 /* TestSupport.swift in Sources */ = {isa = PBXBuildFile; fileRef = FF0000000000000000000018 /* TestSupport.swift */; };
        /* End PBXBuildFile section */

        /* Begin PBXFileReference section */
        \t\tFF0000000000000000000001 /* ContentView.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = ContentView.swift; sourceTree = "<group>"; };
        \t\tFF0000000000000000000002 /* JournalApp.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = JournalApp.swift; sourceTree = "<group>"; };
        \t\tFF0000000000000000000003 /* Model.swift */ = {isa = PBXFileReference; fileEncoding = 4; lastKnownFileType = sourcecode.swift; name = Model.swift; path = Shared/Model.swift; sourceTree = SOURCE_ROOT; };
        \t\tFF0000000000000000000004 /* WatchView.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = WatchView.swift; sourceTree = "<group>"; };
        \t\tFF0000000000000000000005 /* MacView.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = MacView.swift; sourceTree = "<group>"; };
        \t\tFF0000000000000000000006 /* JournalTests.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = JournalTests.swift; sourceTree = "<group>"; };
        \t\tFF0000000000000000000007 /* JournalUITests.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = JournalUITests.swift; sourceTree = "<group>"; };
        \t\tFF0000000000000000000008 /* TVView.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = TVView.swift; sourceTree = "<group>"; };
        \t\tFF0000000000000000000009 /* VisionView.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = VisionView.swift; sourceTree = "<group>"; };
        \t\tFF0000000000000000000010 /* Journal.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = Journal.app; sourceTree = BUILT_PRODUCTS_DIR; };
        \t\tFF0000000000000000000011 /* Generated.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Generated.swift; sourceTree = BUILT_PRODUCTS_DIR; };
        \t\tFF0000000000000000000012 /* Absolute.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = /opt/shared//Absolute.swift; sourceTree = "<absolute>"; };
        \t\tFF0000000000000000000013 /* Legacy.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; name = Legacy.swift; path = ../Legacy/./Legacy.swift; sourceTree = "<group>"; };
        \t\tFF0000000000000000000014 /* Journal.xcdatamodel */ = {isa = PBXFileReference; lastKnownFileType = wrapper.xcdatamodel; path = Journal.xcdatamodel; sourceTree = "<group>"; };
        \t\tFF0000000000000000000015 /* Helpers.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Shared/Helpers.swift; sourceTree = "<group>"; };
        \t\tFF0000000000000000000016 /* WatchAndMac.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = WatchAndMac.swift; sourceTree = "<group>"; };
        \t\tFF0000000000000000000017 /* Assets.xcassets */ = {isa = PBXFileReference; lastKnownFileType = folder.assetcatalog; path = Assets.xcassets; sourceTree = "<group>"; };
        \t\tFF0000000000000000000018 /* TestSupport.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = TestSupport.swift; sourceTree = "<group>"; };
        \t\tFF0000000000000000000019 /* en */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; name = en; path = en.lproj/Strings.swift; sourceTree = "<group>"; };
        \t\tFF0000000000000000000020 /* fr */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; name = fr; path = fr.lproj/Strings.swift; sourceTree = "<group>"; };
        /* End PBXFileReference section */

        /* Begin PBXGroup section */
        \t\tGG0000000000000000000000 = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\tGG0000000000000000000001 /* Journal */,
        \t\t\t\tGG0000000000000000000002 /* Shared */,
        \t\t\t\tGG0000000000000000000003 /* Watch App */,
        \t\t\t\tGG0000000000000000000004 /* Mac */,
        \t\t\t\tGG0000000000000000000005 /* JournalTests */,
        \t\t\t\tGG0000000000000000000006 /* JournalUITests */,
        \t\t\t\tGG0000000000000000000007 /* TV */,
        \t\t\t\tGG0000000000000000000008 /* Vision */,
        \t\t\t\tGG0000000000000000000009 /* Products */,
        \t\t\t\tFF0000000000000000000012 /* Absolute.swift */,
        \t\t\t);
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\tGG0000000000000000000001 /* Journal */ = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\tGG0000000000000000000010 /* Views */,
        \t\t\t\tFF0000000000000000000002 /* JournalApp.swift */,
        \t\t\t\tFF0000000000000000000013 /* Legacy.swift */,
        \t\t\t\tDD0000000000000000000001 /* Journal.xcdatamodeld */,
        \t\t\t\tEE0000000000000000000001 /* Strings.swift */,
        \t\t\t\tFF0000000000000000000017 /* Assets.xcassets */,
        \t\t\t);
        \t\t\tpath = Journal;
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\tGG0000000000000000000010 /* Views */ = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\tFF0000000000000000000001 /* ContentView.swift */,
        \t\t\t);
        \t\t\tpath = Views;
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\tGG0000000000000000000002 /* Shared */ = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\tFF0000000000000000000003 /* Model.swift */,
        \t\t\t\tFF0000000000000000000015 /* Helpers.swift */,
        \t\t\t\tFF0000000000000000000016 /* WatchAndMac.swift */,
        \t\t\t\tFF0000000000000000000018 /* TestSupport.swift */,
        \t\t\t);
        \t\t\tname = Shared;
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\tGG0000000000000000000003 /* Watch App */ = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\tFF0000000000000000000004 /* WatchView.swift */,
        \t\t\t);
        \t\t\tpath = "Watch App";
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\tGG0000000000000000000004 /* Mac */ = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\tFF0000000000000000000005 /* MacView.swift */,
        \t\t\t);
        \t\t\tpath = Mac;
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\tGG0000000000000000000005 /* JournalTests */ = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\tFF0000000000000000000006 /* JournalTests.swift */,
        \t\t\t);
        \t\t\tpath = JournalTests;
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\tGG0000000000000000000006 /* JournalUITests */ = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\tFF0000000000000000000007 /* JournalUITests.swift */,
        \t\t\t);
        \t\t\tpath = JournalUITests;
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\tGG0000000000000000000007 /* TV */ = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\tFF0000000000000000000008 /* TVView.swift */,
        \t\t\t);
        \t\t\tpath = TV;
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\tGG0000000000000000000008 /* Vision */ = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\tFF0000000000000000000009 /* VisionView.swift */,
        \t\t\t);
        \t\t\tpath = Vision;
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\tGG0000000000000000000009 /* Products */ = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\tFF0000000000000000000010 /* Journal.app */,
        \t\t\t\tFF0000000000000000000011 /* Generated.swift */,
        \t\t\t);
        \t\t\tname = Products;
        \t\t\tsourceTree = "<group>";
        \t\t};
        /* End PBXGroup section */

        /* Begin PBXNativeTarget section */
        \t\tAA0000000000000000000001 /* Journal */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildConfigurationList = CC0000000000000000000001 /* Build configuration list for PBXNativeTarget "Journal" */;
        \t\t\tbuildPhases = (
        \t\t\t\tPP0000000000000000000001 /* Sources */,
        \t\t\t\tPP0000000000000000000011 /* Resources */,
        \t\t\t);
        \t\t\tbuildRules = (
        \t\t\t);
        \t\t\tdependencies = (
        \t\t\t);
        \t\t\tname = Journal;
        \t\t\tproductName = Journal;
        \t\t\tproductReference = FF0000000000000000000010 /* Journal.app */;
        \t\t\tproductType = "com.apple.product-type.application";
        \t\t};
        \t\tAA0000000000000000000002 /* WatchApp */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildConfigurationList = CC0000000000000000000002 /* Build configuration list for PBXNativeTarget "WatchApp" */;
        \t\t\tbuildPhases = (
        \t\t\t\tPP0000000000000000000002 /* Sources */,
        \t\t\t);
        \t\t\tname = WatchApp;
        \t\t\tproductName = WatchApp;
        \t\t\tproductType = "com.apple.product-type.application";
        \t\t};
        \t\tAA0000000000000000000003 /* MacApp */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildConfigurationList = CC0000000000000000000003 /* Build configuration list for PBXNativeTarget "MacApp" */;
        \t\t\tbuildPhases = (
        \t\t\t\tPP0000000000000000000003 /* Sources */,
        \t\t\t);
        \t\t\tname = MacApp;
        \t\t\tproductName = MacApp;
        \t\t\tproductType = "com.apple.product-type.application";
        \t\t};
        \t\tAA0000000000000000000004 /* JournalTests */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildConfigurationList = CC0000000000000000000004 /* Build configuration list for PBXNativeTarget "JournalTests" */;
        \t\t\tbuildPhases = (
        \t\t\t\tPP0000000000000000000004 /* Sources */,
        \t\t\t);
        \t\t\tname = JournalTests;
        \t\t\tproductName = JournalTests;
        \t\t\tproductType = "com.apple.product-type.bundle.unit-test";
        \t\t};
        \t\tAA0000000000000000000005 /* JournalUITests */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildConfigurationList = CC0000000000000000000005 /* Build configuration list for PBXNativeTarget "JournalUITests" */;
        \t\t\tbuildPhases = (
        \t\t\t\tPP0000000000000000000005 /* Sources */,
        \t\t\t);
        \t\t\tname = JournalUITests;
        \t\t\tproductName = JournalUITests;
        \t\t\tproductType = "com.apple.product-type.bundle.ui-testing";
        \t\t};
        \t\tAA0000000000000000000006 /* TVApp */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildConfigurationList = CC0000000000000000000006 /* Build configuration list for PBXNativeTarget "TVApp" */;
        \t\t\tbuildPhases = (
        \t\t\t\tPP0000000000000000000006 /* Sources */,
        \t\t\t);
        \t\t\tname = TVApp;
        \t\t\tproductType = "com.apple.product-type.application";
        \t\t};
        \t\tAA0000000000000000000007 /* VisionApp */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildConfigurationList = CC0000000000000000000007 /* Build configuration list for PBXNativeTarget "VisionApp" */;
        \t\t\tbuildPhases = (
        \t\t\t\tPP0000000000000000000007 /* Sources */,
        \t\t\t);
        \t\t\tproductName = VisionApp;
        \t\t\tproductType = "com.apple.product-type.application";
        \t\t};
        /* End PBXNativeTarget section */

        /* Begin PBXProject section */
        \t\tRR0000000000000000000000 /* Project object */ = {
        \t\t\tisa = PBXProject;
        \t\t\tattributes = {
        \t\t\t\tBuildIndependentTargetsInParallel = 1;
        \t\t\t\tLastSwiftUpdateCheck = 1500;
        \t\t\t};
        \t\t\tbuildConfigurationList = CC0000000000000000000000 /* Build configuration list for PBXProject "Journal" */;
        \t\t\tcompatibilityVersion = "Xcode 14.0";
        \t\t\tdevelopmentRegion = en;
        \t\t\thasScannedForEncodings = 0;
        \t\t\tknownRegions = (
        \t\t\t\ten,
        \t\t\t\tBase,
        \t\t\t);
        \t\t\tmainGroup = GG0000000000000000000000;
        \t\t\tproductRefGroup = GG0000000000000000000009 /* Products */;
        \t\t\tprojectDirPath = "";
        \t\t\tprojectRoot = "";
        \t\t\ttargets = (
        \t\t\t\tAA0000000000000000000001 /* Journal */,
        \t\t\t\tAA0000000000000000000002 /* WatchApp */,
        \t\t\t\tAA0000000000000000000003 /* MacApp */,
        \t\t\t\tAA0000000000000000000004 /* JournalTests */,
        \t\t\t\tAA0000000000000000000005 /* JournalUITests */,
        \t\t\t\tAA0000000000000000000006 /* TVApp */,
        \t\t\t\tAA0000000000000000000007 /* VisionApp */,
        \t\t\t\tAA0000000000000000000008 /* Lint */,
        \t\t\t);
        \t\t};
        /* End PBXProject section */

        /* Begin PBXResourcesBuildPhase section */
        \t\tPP0000000000000000000011 /* Resources */ = {
        \t\t\tisa = PBXResourcesBuildPhase;
        \t\t\tbuildActionMask = 2147483647;
        \t\t\tfiles = (
        \t\t\t\tBB0000000000000000000019 /* Assets.xcassets in Resources */,
        \t\t\t);
        \t\t\trunOnlyForDeploymentPostprocessing = 0;
        \t\t};
        /* End PBXResourcesBuildPhase section */

        /* Begin PBXSourcesBuildPhase section */
        \t\tPP0000000000000000000001 /* Sources */ = {
        \t\t\tisa = PBXSourcesBuildPhase;
        \t\t\tbuildActionMask = 2147483647;
        \t\t\tfiles = (
        \t\t\t\tBB0000000000000000000001 /* ContentView.swift in Sources */,
        \t\t\t\tBB0000000000000000000002 /* JournalApp.swift in Sources */,
        \t\t\t\tBB0000000000000000000003 /* Model.swift in Sources */,
        \t\t\t\tBB0000000000000000000004 /* Generated.swift in Sources */,
        \t\t\t\tBB0000000000000000000005 /* Absolute.swift in Sources */,
        \t\t\t\tBB0000000000000000000006 /* Legacy.swift in Sources */,
        \t\t\t\tBB0000000000000000000007 /* Journal.xcdatamodeld in Sources */,
        \t\t\t\tBB0000000000000000000015 /* Helpers.swift in Sources */,
        \t\t\t\tBB0000000000000000000018 /* Strings.swift in Sources */,
        \t\t\t);
        \t\t\trunOnlyForDeploymentPostprocessing = 0;
        \t\t};
        \t\tPP0000000000000000000002 /* Sources */ = {
        \t\t\tisa = PBXSourcesBuildPhase;
        \t\t\tbuildActionMask = 2147483647;
        \t\t\tfiles = (
        \t\t\t\tBB0000000000000000000008 /* WatchView.swift in Sources */,
        \t\t\t\tBB0000000000000000000009 /* Model.swift in Sources */,
        \t\t\t\tBB0000000000000000000011 /* WatchAndMac.swift in Sources */,
        \t\t\t);
        \t\t\trunOnlyForDeploymentPostprocessing = 0;
        \t\t};
        \t\tPP0000000000000000000003 /* Sources */ = {
        \t\t\tisa = PBXSourcesBuildPhase;
        \t\t\tbuildActionMask = 2147483647;
        \t\t\tfiles = (
        \t\t\t\tBB0000000000000000000010 /* MacView.swift in Sources */,
        \t\t\t\tBB0000000000000000000014 /* WatchAndMac.swift in Sources */,
        \t\t\t);
        \t\t\trunOnlyForDeploymentPostprocessing = 0;
        \t\t};
        \t\tPP0000000000000000000004 /* Sources */ = {
        \t\t\tisa = PBXSourcesBuildPhase;
        \t\t\tbuildActionMask = 2147483647;
        \t\t\tfiles = (
        \t\t\t\tBB0000000000000000000012 /* JournalTests.swift in Sources */,
        \t\t\t\tBB0000000000000000000020 /* TestSupport.swift in Sources */,
        \t\t\t);
        \t\t\trunOnlyForDeploymentPostprocessing = 0;
        \t\t};
        \t\tPP0000000000000000000005 /* Sources */ = {
        \t\t\tisa = PBXSourcesBuildPhase;
        \t\t\tbuildActionMask = 2147483647;
        \t\t\tfiles = (
        \t\t\t\tBB0000000000000000000013 /* JournalUITests.swift in Sources */,
        \t\t\t\tBB0000000000000000000021 /* TestSupport.swift in Sources */,
        \t\t\t);
        \t\t\trunOnlyForDeploymentPostprocessing = 0;
        \t\t};
        \t\tPP0000000000000000000006 /* Sources */ = {
        \t\t\tisa = PBXSourcesBuildPhase;
        \t\t\tbuildActionMask = 2147483647;
        \t\t\tfiles = (
        \t\t\t\tBB0000000000000000000016 /* TVView.swift in Sources */,
        \t\t\t);
        \t\t\trunOnlyForDeploymentPostprocessing = 0;
        \t\t};
        \t\tPP0000000000000000000007 /* Sources */ = {
        \t\t\tisa = PBXSourcesBuildPhase;
        \t\t\tbuildActionMask = 2147483647;
        \t\t\tfiles = (
        \t\t\t\tBB0000000000000000000017 /* VisionView.swift in Sources */,
        \t\t\t);
        \t\t\trunOnlyForDeploymentPostprocessing = 0;
        \t\t};
        /* End PBXSourcesBuildPhase section */

        /* Begin PBXVariantGroup section */
        \t\tEE0000000000000000000001 /* Strings.swift */ = {
        \t\t\tisa = PBXVariantGroup;
        \t\t\tchildren = (
        \t\t\t\tFF0000000000000000000019 /* en */,
        \t\t\t\tFF0000000000000000000020 /* fr */,
        \t\t\t);
        \t\t\tname = Strings.swift;
        \t\t\tsourceTree = "<group>";
        \t\t};
        /* End PBXVariantGroup section */

        /* Begin XCBuildConfiguration section */
        \t\tCF0000000000000000000001 /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tALWAYS_SEARCH_USER_PATHS = NO;
        \t\t\t\tGCC_PREPROCESSOR_DEFINITIONS = (
        \t\t\t\t\t"DEBUG=1",
        \t\t\t\t\t"$(inherited)",
        \t\t\t\t);
        \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 17.0;
        \t\t\t\tSDKROOT = iphoneos;
        \t\t\t\tSWIFT_ACTIVE_COMPILATION_CONDITIONS = "DEBUG $(inherited)";
        \t\t\t};
        \t\t\tname = Debug;
        \t\t};
        \t\tCF0000000000000000000002 /* Release */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tALWAYS_SEARCH_USER_PATHS = NO;
        \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 17.0;
        \t\t\t\tSDKROOT = iphoneos;
        \t\t\t\tVALIDATE_PRODUCT = YES;
        \t\t\t};
        \t\t\tname = Release;
        \t\t};
        \t\tCF0000000000000000000011 /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;
        \t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = com.example.Journal;
        \t\t\t\tTARGETED_DEVICE_FAMILY = "1,2";
        \t\t\t};
        \t\t\tname = Debug;
        \t\t};
        \t\tCF0000000000000000000012 /* Release */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = com.example.Journal;
        \t\t\t\tTARGETED_DEVICE_FAMILY = "1,2";
        \t\t\t};
        \t\t\tname = Release;
        \t\t};
        \t\tCF0000000000000000000021 /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = com.example.Journal.watchkitapp;
        \t\t\t\tSDKROOT = watchos;
        \t\t\t\tWATCHOS_DEPLOYMENT_TARGET = 10.0;
        \t\t\t};
        \t\t\tname = Debug;
        \t\t};
        \t\tCF0000000000000000000022 /* Release */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = com.example.Journal.watchkitapp;
        \t\t\t\tSDKROOT = watchos;
        \t\t\t\tWATCHOS_DEPLOYMENT_TARGET = 10.0;
        \t\t\t};
        \t\t\tname = Release;
        \t\t};
        \t\tCF0000000000000000000031 /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tMACOSX_DEPLOYMENT_TARGET = 14.0;
        \t\t\t\tSDKROOT = macosx;
        \t\t\t};
        \t\t\tname = Debug;
        \t\t};
        \t\tCF0000000000000000000032 /* Release */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tMACOSX_DEPLOYMENT_TARGET = 14.0;
        \t\t\t\tSDKROOT = macosx;
        \t\t\t};
        \t\t\tname = Release;
        \t\t};
        \t\tCF0000000000000000000041 /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tBUNDLE_LOADER = "$(TEST_HOST)";
        \t\t\t\tTEST_HOST = "$(BUILT_PRODUCTS_DIR)/Journal.app/$(BUNDLE_EXECUTABLE_FOLDER_PATH)/Journal";
        \t\t\t};
        \t\t\tname = Debug;
        \t\t};
        \t\tCF0000000000000000000051 /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tTEST_TARGET_NAME = Journal;
        \t\t\t};
        \t\t\tname = Debug;
        \t\t};
        \t\tCF0000000000000000000061 /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tSDKROOT = appletvos;
        \t\t\t\tTVOS_DEPLOYMENT_TARGET = 17.0;
        \t\t\t};
        \t\t\tname = Debug;
        \t\t};
        \t\tCF0000000000000000000071 /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tSDKROOT = xros;
        \t\t\t\tSUPPORTED_PLATFORMS = "xros xrsimulator";
        \t\t\t};
        \t\t\tname = Debug;
        \t\t};
        \t\tCF0000000000000000000081 /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t};
        \t\t\tname = Debug;
        \t\t};
        /* End XCBuildConfiguration section */

        /* Begin XCConfigurationList section */
        \t\tCC0000000000000000000000 /* Build configuration list for PBXProject "Journal" */ = {
        \t\t\tisa = XCConfigurationList;
        \t\t\tbuildConfigurations = (
        \t\t\t\tCF0000000000000000000001 /* Debug */,
        \t\t\t\tCF0000000000000000000002 /* Release */,
        \t\t\t);
        \t\t\tdefaultConfigurationIsVisible = 0;
        \t\t\tdefaultConfigurationName = Release;
        \t\t};
        \t\tCC0000000000000000000001 /* Build configuration list for PBXNativeTarget "Journal" */ = {
        \t\t\tisa = XCConfigurationList;
        \t\t\tbuildConfigurations = (
        \t\t\t\tCF0000000000000000000011 /* Debug */,
        \t\t\t\tCF0000000000000000000012 /* Release */,
        \t\t\t);
        \t\t\tdefaultConfigurationIsVisible = 0;
        \t\t\tdefaultConfigurationName = Release;
        \t\t};
        \t\tCC0000000000000000000002 /* Build configuration list for PBXNativeTarget "WatchApp" */ = {
        \t\t\tisa = XCConfigurationList;
        \t\t\tbuildConfigurations = (
        \t\t\t\tCF0000000000000000000021 /* Debug */,
        \t\t\t\tCF0000000000000000000022 /* Release */,
        \t\t\t);
        \t\t\tdefaultConfigurationIsVisible = 0;
        \t\t\tdefaultConfigurationName = Release;
        \t\t};
        \t\tCC0000000000000000000003 /* Build configuration list for PBXNativeTarget "MacApp" */ = {
        \t\t\tisa = XCConfigurationList;
        \t\t\tbuildConfigurations = (
        \t\t\t\tCF0000000000000000000031 /* Debug */,
        \t\t\t\tCF0000000000000000000032 /* Release */,
        \t\t\t);
        \t\t\tdefaultConfigurationName = Release;
        \t\t};
        \t\tCC0000000000000000000004 /* Build configuration list for PBXNativeTarget "JournalTests" */ = {
        \t\t\tisa = XCConfigurationList;
        \t\t\tbuildConfigurations = (
        \t\t\t\tCF0000000000000000000041 /* Debug */,
        \t\t\t);
        \t\t\tdefaultConfigurationName = Release;
        \t\t};
        \t\tCC0000000000000000000005 /* Build configuration list for PBXNativeTarget "JournalUITests" */ = {
        \t\t\tisa = XCConfigurationList;
        \t\t\tbuildConfigurations = (
        \t\t\t\tCF0000000000000000000051 /* Debug */,
        \t\t\t);
        \t\t\tdefaultConfigurationName = Release;
        \t\t};
        \t\tCC0000000000000000000006 /* Build configuration list for PBXNativeTarget "TVApp" */ = {
        \t\t\tisa = XCConfigurationList;
        \t\t\tbuildConfigurations = (
        \t\t\t\tCF0000000000000000000061 /* Debug */,
        \t\t\t);
        \t\t\tdefaultConfigurationName = Debug;
        \t\t};
        \t\tCC0000000000000000000007 /* Build configuration list for PBXNativeTarget "VisionApp" */ = {
        \t\t\tisa = XCConfigurationList;
        \t\t\tbuildConfigurations = (
        \t\t\t\tCF0000000000000000000071 /* Debug */,
        \t\t\t);
        \t\t\tdefaultConfigurationName = Debug;
        \t\t};
        \t\tCC0000000000000000000008 /* Build configuration list for PBXAggregateTarget "Lint" */ = {
        \t\t\tisa = XCConfigurationList;
        \t\t\tbuildConfigurations = (
        \t\t\t\tCF0000000000000000000081 /* Debug */,
        \t\t\t);
        \t\t\tdefaultConfigurationName = Debug;
        \t\t};
        /* End XCConfigurationList section */

        /* Begin XCVersionGroup section */
        \t\tDD0000000000000000000001 /* Journal.xcdatamodeld */ = {
        \t\t\tisa = XCVersionGroup;
        \t\t\tchildren = (
        \t\t\t\tFF0000000000000000000014 /* Journal.xcdatamodel */,
        \t\t\t);
        \t\t\tcurrentVersion = FF0000000000000000000014 /* Journal.xcdatamodel */;
        \t\t\tpath = Journal.xcdatamodeld;
        \t\t\tsourceTree = "<group>";
        \t\t\tversionGroupType = wrapper.xcdatamodel;
        \t\t};
        /* End XCVersionGroup section */
        \t};
        \trootObject = RR0000000000000000000000 /* Project object */;
        }

        """

    /// An Xcode 16 project at `/work/Trails/Trails.xcodeproj` built from synchronized folders: `Trails` (the
    /// iOS app), `Shared` (held by the app and the watch app), `Platforms/Watch` (a synchronized folder inside a
    /// classic group, held by the watch app), `TrailsTests` (a unit test bundle). Exception sets: the app leaves
    /// `Shared/WatchOnly.swift` and `Shared/Watch Support/` out; the app is given
    /// `Complications/Shared Complication.swift` of the watch folder, which it does not hold; the watch folder's
    /// `Scripts` is an explicit folder; a build-phase membership exception set routes a watch file to a Copy
    /// Files phase.
    static let synchronizedPath = "/work/Trails/Trails.xcodeproj/project.pbxproj"
    static let synchronized = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tclasses = {
        \t};
        \tobjectVersion = 77;
        \tobjects = {

        /* Begin PBXCopyFilesBuildPhase section */
        \t\tPP0000000000000000000009 /* Embed Scripts */ = {
        \t\t\tisa = PBXCopyFilesBuildPhase;
        \t\t\tbuildActionMask = 2147483647;
        \t\t\tdstPath = "";
        \t\t\tdstSubfolderSpec = 7;
        \t\t\tfiles = (
        \t\t\t);
        \t\t\tname = "Embed Scripts";
        \t\t\trunOnlyForDeploymentPostprocessing = 0;
        \t\t};
        /* End PBXCopyFilesBuildPhase section */

        /* Begin PBXFileReference section */
        \t\tFF0000000000000000000001 /* Trails.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = Trails.app; sourceTree = BUILT_PRODUCTS_DIR; };
        \t\tFF0000000000000000000002 /* TrailsWatch.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = TrailsWatch.app; sourceTree = BUILT_PRODUCTS_DIR; };
        /* End PBXFileReference section */

        /* Begin PBXFileSystemSynchronizedBuildFileExceptionSet section */
        \t\tEX0000000000000000000001 /* Exceptions for "Shared" folder in "Trails" target */ = {
        \t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;
        \t\t\tmembershipExceptions = (
        \t\t\t\tWatchOnly.swift,
        \t\t\t\t"Watch Support/",
        \t\t\t);
        \t\t\ttarget = AA0000000000000000000001 /* Trails */;
        \t\t};
        \t\tEX0000000000000000000002 /* Exceptions for "Watch" folder in "Trails" target */ = {
        \t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;
        \t\t\tmembershipExceptions = (
        \t\t\t\t"Complications/Shared Complication.swift",
        \t\t\t);
        \t\t\ttarget = AA0000000000000000000001 /* Trails */;
        \t\t};
        \t\tEX0000000000000000000003 /* Exceptions for "Trails" folder in "Trails" target */ = {
        \t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;
        \t\t\tmembershipExceptions = (
        \t\t\t\tInfo.plist,
        \t\t\t);
        \t\t\ttarget = AA0000000000000000000001 /* Trails */;
        \t\t};
        /* End PBXFileSystemSynchronizedBuildFileExceptionSet section */

        /* Begin PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet section */
        \t\tEX0000000000000000000004 /* PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet */ = {
        \t\t\tisa = PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet;
        \t\t\tbuildPhase = PP0000000000000000000009 /* Embed Scripts */;
        \t\t\tmembershipExceptions = (
        \t\t\t\tWorkout.swift,
        \t\t\t);
        \t\t};
        /* End PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet section */

        /* Begin PBXFileSystemSynchronizedRootGroup section */
        \t\tSY0000000000000000000001 /* Trails */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (EX0000000000000000000003 /* Exceptions for "Trails" folder in "Trails" target */, ); explicitFileTypes = {}; explicitFolders = (); path = Trails; sourceTree = "<group>"; };
        \t\tSY0000000000000000000002 /* Shared */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (EX0000000000000000000001 /* Exceptions for "Shared" folder in "Trails" target */, ); explicitFileTypes = {}; explicitFolders = (); path = Shared; sourceTree = "<group>"; };
        \t\tSY0000000000000000000003 /* Watch */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (EX0000000000000000000002 /* Exceptions for "Watch" folder in "Trails" target */, EX0000000000000000000004 /* PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet */, ); explicitFileTypes = {}; explicitFolders = (Scripts, ); path = Watch; sourceTree = "<group>"; };
        \t\tSY0000000000000000000004 /* TrailsTests */ = {isa = PBXFileSystemSynchronizedRootGroup; explicitFileTypes = {}; explicitFolders = (); path = TrailsTests; sourceTree = "<group>"; };
        /* End PBXFileSystemSynchronizedRootGroup section */

        /* Begin PBXGroup section */
        \t\tGG0000000000000000000000 = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\tSY0000000000000000000001 /* Trails */,
        \t\t\t\tSY0000000000000000000002 /* Shared */,
        \t\t\t\tGG0000000000000000000001 /* Platforms */,
        \t\t\t\tSY0000000000000000000004 /* TrailsTests */,
        \t\t\t\tGG0000000000000000000002 /* Products */,
        \t\t\t);
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\tGG0000000000000000000001 /* Platforms */ = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\tSY0000000000000000000003 /* Watch */,
        \t\t\t);
        \t\t\tpath = Platforms;
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\tGG0000000000000000000002 /* Products */ = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\tFF0000000000000000000001 /* Trails.app */,
        \t\t\t\tFF0000000000000000000002 /* TrailsWatch.app */,
        \t\t\t);
        \t\t\tname = Products;
        \t\t\tsourceTree = "<group>";
        \t\t};
        /* End PBXGroup section */

        /* Begin PBXNativeTarget section */
        \t\tAA0000000000000000000001 /* Trails */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildConfigurationList = CC0000000000000000000001 /* Build configuration list for PBXNativeTarget "Trails" */;
        \t\t\tbuildPhases = (
        \t\t\t\tPP0000000000000000000001 /* Sources */,
        \t\t\t);
        \t\t\tbuildRules = (
        \t\t\t);
        \t\t\tdependencies = (
        \t\t\t);
        \t\t\tfileSystemSynchronizedGroups = (
        \t\t\t\tSY0000000000000000000001 /* Trails */,
        \t\t\t\tSY0000000000000000000002 /* Shared */,
        \t\t\t);
        \t\t\tname = Trails;
        \t\t\tpackageProductDependencies = (
        \t\t\t);
        \t\t\tproductName = Trails;
        \t\t\tproductReference = FF0000000000000000000001 /* Trails.app */;
        \t\t\tproductType = "com.apple.product-type.application";
        \t\t};
        \t\tAA0000000000000000000002 /* TrailsWatch */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildConfigurationList = CC0000000000000000000002 /* Build configuration list for PBXNativeTarget "TrailsWatch" */;
        \t\t\tbuildPhases = (
        \t\t\t\tPP0000000000000000000002 /* Sources */,
        \t\t\t\tPP0000000000000000000009 /* Embed Scripts */,
        \t\t\t);
        \t\t\tfileSystemSynchronizedGroups = (
        \t\t\t\tSY0000000000000000000002 /* Shared */,
        \t\t\t\tSY0000000000000000000003 /* Watch */,
        \t\t\t);
        \t\t\tname = TrailsWatch;
        \t\t\tproductName = TrailsWatch;
        \t\t\tproductReference = FF0000000000000000000002 /* TrailsWatch.app */;
        \t\t\tproductType = "com.apple.product-type.application";
        \t\t};
        \t\tAA0000000000000000000003 /* TrailsTests */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildConfigurationList = CC0000000000000000000003 /* Build configuration list for PBXNativeTarget "TrailsTests" */;
        \t\t\tbuildPhases = (
        \t\t\t\tPP0000000000000000000003 /* Sources */,
        \t\t\t);
        \t\t\tfileSystemSynchronizedGroups = (
        \t\t\t\tSY0000000000000000000004 /* TrailsTests */,
        \t\t\t);
        \t\t\tname = TrailsTests;
        \t\t\tproductName = TrailsTests;
        \t\t\tproductType = "com.apple.product-type.bundle.unit-test";
        \t\t};
        /* End PBXNativeTarget section */

        /* Begin PBXProject section */
        \t\tRR0000000000000000000000 /* Project object */ = {
        \t\t\tisa = PBXProject;
        \t\t\tattributes = {
        \t\t\t\tBuildIndependentTargetsInParallel = 1;
        \t\t\t\tLastSwiftUpdateCheck = 1600;
        \t\t\t\tTargetAttributes = {
        \t\t\t\t\tAA0000000000000000000001 = {
        \t\t\t\t\t\tCreatedOnToolsVersion = 16.0;
        \t\t\t\t\t};
        \t\t\t\t};
        \t\t\t};
        \t\t\tbuildConfigurationList = CC0000000000000000000000 /* Build configuration list for PBXProject "Trails" */;
        \t\t\tdevelopmentRegion = en;
        \t\t\thasScannedForEncodings = 0;
        \t\t\tknownRegions = (
        \t\t\t\ten,
        \t\t\t\tBase,
        \t\t\t);
        \t\t\tmainGroup = GG0000000000000000000000;
        \t\t\tminimizedProjectReferenceProxies = 1;
        \t\t\tpreferredProjectObjectVersion = 77;
        \t\t\tproductRefGroup = GG0000000000000000000002 /* Products */;
        \t\t\tprojectDirPath = "";
        \t\t\tprojectRoot = "";
        \t\t\ttargets = (
        \t\t\t\tAA0000000000000000000001 /* Trails */,
        \t\t\t\tAA0000000000000000000002 /* TrailsWatch */,
        \t\t\t\tAA0000000000000000000003 /* TrailsTests */,
        \t\t\t);
        \t\t};
        /* End PBXProject section */

        /* Begin PBXSourcesBuildPhase section */
        \t\tPP0000000000000000000001 /* Sources */ = {
        \t\t\tisa = PBXSourcesBuildPhase;
        \t\t\tbuildActionMask = 2147483647;
        \t\t\tfiles = (
        \t\t\t);
        \t\t\trunOnlyForDeploymentPostprocessing = 0;
        \t\t};
        \t\tPP0000000000000000000002 /* Sources */ = {
        \t\t\tisa = PBXSourcesBuildPhase;
        \t\t\tbuildActionMask = 2147483647;
        \t\t\tfiles = (
        \t\t\t);
        \t\t\trunOnlyForDeploymentPostprocessing = 0;
        \t\t};
        \t\tPP0000000000000000000003 /* Sources */ = {
        \t\t\tisa = PBXSourcesBuildPhase;
        \t\t\tbuildActionMask = 2147483647;
        \t\t\tfiles = (
        \t\t\t);
        \t\t\trunOnlyForDeploymentPostprocessing = 0;
        \t\t};
        /* End PBXSourcesBuildPhase section */

        /* Begin XCBuildConfiguration section */
        \t\tCF0000000000000000000001 /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tSDKROOT = iphoneos;
        \t\t\t\tSWIFT_VERSION = 6.0;
        \t\t\t};
        \t\t\tname = Debug;
        \t\t};
        \t\tCF0000000000000000000011 /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tINFOPLIST_FILE = Trails/Info.plist;
        \t\t\t};
        \t\t\tname = Debug;
        \t\t};
        \t\tCF0000000000000000000021 /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tSDKROOT = watchos;
        \t\t\t\tWATCHOS_DEPLOYMENT_TARGET = 11.0;
        \t\t\t};
        \t\t\tname = Debug;
        \t\t};
        \t\tCF0000000000000000000031 /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tTEST_HOST = "$(BUILT_PRODUCTS_DIR)/Trails.app/Trails";
        \t\t\t};
        \t\t\tname = Debug;
        \t\t};
        /* End XCBuildConfiguration section */

        /* Begin XCConfigurationList section */
        \t\tCC0000000000000000000000 /* Build configuration list for PBXProject "Trails" */ = {
        \t\t\tisa = XCConfigurationList;
        \t\t\tbuildConfigurations = (
        \t\t\t\tCF0000000000000000000001 /* Debug */,
        \t\t\t);
        \t\t\tdefaultConfigurationIsVisible = 0;
        \t\t\tdefaultConfigurationName = Debug;
        \t\t};
        \t\tCC0000000000000000000001 /* Build configuration list for PBXNativeTarget "Trails" */ = {
        \t\t\tisa = XCConfigurationList;
        \t\t\tbuildConfigurations = (
        \t\t\t\tCF0000000000000000000011 /* Debug */,
        \t\t\t);
        \t\t\tdefaultConfigurationIsVisible = 0;
        \t\t\tdefaultConfigurationName = Debug;
        \t\t};
        \t\tCC0000000000000000000002 /* Build configuration list for PBXNativeTarget "TrailsWatch" */ = {
        \t\t\tisa = XCConfigurationList;
        \t\t\tbuildConfigurations = (
        \t\t\t\tCF0000000000000000000021 /* Debug */,
        \t\t\t);
        \t\t\tdefaultConfigurationIsVisible = 0;
        \t\t\tdefaultConfigurationName = Debug;
        \t\t};
        \t\tCC0000000000000000000003 /* Build configuration list for PBXNativeTarget "TrailsTests" */ = {
        \t\t\tisa = XCConfigurationList;
        \t\t\tbuildConfigurations = (
        \t\t\t\tCF0000000000000000000031 /* Debug */,
        \t\t\t);
        \t\t\tdefaultConfigurationIsVisible = 0;
        \t\t\tdefaultConfigurationName = Debug;
        \t\t};
        /* End XCConfigurationList section */
        \t};
        \trootObject = RR0000000000000000000000 /* Project object */;
        }

        """

    /// A minimal project at `/work/<name>/<name>.xcodeproj` with one group per target (`<target>/<target>.swift`
    /// compiled by it) and the given build settings, written as Xcode writes them: `projectSettings` in the
    /// project's configurations, each target's own in its configurations (one `Debug` configuration each unless a
    /// target gives a `Release` one), and any extra objects.
    /// `packageProducts`: per target name, the object ids its `packageProductDependencies` lists (their objects go
    /// in `extraObjects`).
    static func project(_ name: String, projectSettings: String,
                        targets: [(name: String, settings: String, release: String?, productType: String)],
                        extraObjects: String = "", packageProducts: [String: [String]] = [:],
                        extraPhases: [String: [String]] = [:]) -> (path: String, text: String) {
        var objects = ""
        var mainChildren = ""
        var targetList = ""
        for (i, target) in targets.enumerated() {
            let n = String(format: "%02d", i + 1)
            objects += """
                \t\tFF00000000000000000000\(n) /* \(target.name).swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = "\(target.name).swift"; sourceTree = "<group>"; };
                \t\tBB00000000000000000000\(n) /* \(target.name).swift in Sources */ = {isa = PBXBuildFile; fileRef = FF00000000000000000000\(n) /* \(target.name).swift */; };
                \t\tGG00000000000000000000\(n) /* \(target.name) */ = {
                \t\t\tisa = PBXGroup;
                \t\t\tchildren = (
                \t\t\t\tFF00000000000000000000\(n) /* \(target.name).swift */,
                \t\t\t);
                \t\t\tpath = "\(target.name)";
                \t\t\tsourceTree = "<group>";
                \t\t};
                \t\tPP00000000000000000000\(n) /* Sources */ = {
                \t\t\tisa = PBXSourcesBuildPhase;
                \t\t\tbuildActionMask = 2147483647;
                \t\t\tfiles = (
                \t\t\t\tBB00000000000000000000\(n) /* \(target.name).swift in Sources */,
                \t\t\t);
                \t\t\trunOnlyForDeploymentPostprocessing = 0;
                \t\t};
                \t\tAA00000000000000000000\(n) /* \(target.name) */ = {
                \t\t\tisa = PBXNativeTarget;
                \t\t\tbuildConfigurationList = CC00000000000000000000\(n) /* Build configuration list for PBXNativeTarget "\(target.name)" */;
                \t\t\tbuildPhases = (
                \t\t\t\tPP00000000000000000000\(n) /* Sources */,
                \((extraPhases[target.name] ?? []).map { "\t\t\t\t" + $0 + ",\n" }.joined())\t\t\t);
                \t\t\tname = "\(target.name)";
                \(packageProducts[target.name].map { ids in "\t\t\tpackageProductDependencies = (" + ids.map { $0 + ", " }.joined() + ");" } ?? "")
                \t\t\tproductType = "\(target.productType)";
                \t\t};
                \t\tCF00000000000000000000\(n) /* Debug */ = {
                \t\t\tisa = XCBuildConfiguration;
                \t\t\tbuildSettings = {
                \t\t\t\t\(target.settings)
                \t\t\t};
                \t\t\tname = Debug;
                \t\t};
                \t\tCE00000000000000000000\(n) /* Release */ = {
                \t\t\tisa = XCBuildConfiguration;
                \t\t\tbuildSettings = {
                \t\t\t\t\(target.release ?? "")
                \t\t\t};
                \t\t\tname = Release;
                \t\t};
                \t\tCC00000000000000000000\(n) /* Build configuration list for PBXNativeTarget "\(target.name)" */ = {
                \t\t\tisa = XCConfigurationList;
                \t\t\tbuildConfigurations = (
                \t\t\t\tCF00000000000000000000\(n) /* Debug */,
                \(target.release == nil ? "" : "\t\t\t\tCE00000000000000000000\(n) /* Release */,")
                \t\t\t);
                \t\t\tdefaultConfigurationName = Debug;
                \t\t};

                """
            mainChildren += "\t\t\t\tGG00000000000000000000\(n) /* \(target.name) */,\n"
            targetList += "\t\t\t\tAA00000000000000000000\(n) /* \(target.name) */,\n"
        }
        let text = """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tclasses = {
            \t};
            \tobjectVersion = 56;
            \tobjects = {
            \(objects)\(extraObjects)
            \t\tGG0000000000000000000000 = {
            \t\t\tisa = PBXGroup;
            \t\t\tchildren = (
            \(mainChildren)\t\t\t);
            \t\t\tsourceTree = "<group>";
            \t\t};
            \t\tCF0000000000000000000000 /* Debug */ = {
            \t\t\tisa = XCBuildConfiguration;
            \t\t\tbuildSettings = {
            \t\t\t\t\(projectSettings)
            \t\t\t};
            \t\t\tname = Debug;
            \t\t};
            \t\tCE0000000000000000000000 /* Release */ = {
            \t\t\tisa = XCBuildConfiguration;
            \t\t\tbuildSettings = {
            \t\t\t\t\(projectSettings)
            \t\t\t};
            \t\t\tname = Release;
            \t\t};
            \t\tCC0000000000000000000000 /* Build configuration list for PBXProject "\(name)" */ = {
            \t\t\tisa = XCConfigurationList;
            \t\t\tbuildConfigurations = (
            \t\t\t\tCF0000000000000000000000 /* Debug */,
            \t\t\t\tCE0000000000000000000000 /* Release */,
            \t\t\t);
            \t\t\tdefaultConfigurationName = Release;
            \t\t};
            \t\tRR0000000000000000000000 /* Project object */ = {
            \t\t\tisa = PBXProject;
            \t\t\tbuildConfigurationList = CC0000000000000000000000 /* Build configuration list for PBXProject "\(name)" */;
            \t\t\tmainGroup = GG0000000000000000000000;
            \t\t\tprojectDirPath = "";
            \t\t\tprojectRoot = "";
            \t\t\ttargets = (
            \(targetList)\t\t\t);
            \t\t};
            \t};
            \trootObject = RR0000000000000000000000 /* Project object */;
            }

            """
        return ("/work/\(name)/\(name).xcodeproj/project.pbxproj", text)
    }

    static let application = "com.apple.product-type.application"
    static let unitTests = "com.apple.product-type.bundle.unit-test"
    static let uiTests = "com.apple.product-type.bundle.ui-testing"
}

/// Files in memory for `read` closures: a path that is not there throws like a missing file.
struct MemoryFiles {
    var files: [String: String]

    init(_ files: [String: String]) { self.files = files }

    var read: (String) throws -> [UInt8] {
        let files = self.files
        return { path in
            guard let text = files[path] else { throw FileReadError(path: path, reason: "no such file") }
            return Array(text.utf8)
        }
    }
}
